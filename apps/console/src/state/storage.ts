// Validated local storage moved to @cirrus/app-kit (shared with the admin app, issue 13).
export { validatedLocalStorage } from '@cirrus/app-kit'
