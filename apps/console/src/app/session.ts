// Where a session goes and comes back moved to @cirrus/app-kit (shared with the admin app, issue 13).
export {
  SIGN_IN_PATH,
  SIGN_UP_PATH,
  SIGN_UP_VERIFY_PATH,
  isAuthPath,
  safeNextPath,
  signInUrl,
} from '@cirrus/app-kit'
