// The API client provider moved to @cirrus/app-kit (shared with the admin app, issue 13); the console's screens
// keep importing it from here.
export {
  createAppServices,
  createQueryClient,
  isUnauthorized,
  ServicesProvider,
  useServices,
  type AppServices,
  type AppServicesOptions,
} from '@cirrus/app-kit'
