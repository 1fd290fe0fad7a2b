// The route module shape and `lazyRoute` moved to @cirrus/app-kit (shared with the admin app, issue 13).
export { lazyRoute, type RouteModule, type RouteModuleImport } from '@cirrus/app-kit'
