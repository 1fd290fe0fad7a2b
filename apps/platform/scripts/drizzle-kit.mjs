// Runs drizzle-kit (hoisted to the root node_modules) so that it finds this workspace's drizzle-orm, which npm
// keeps in apps/platform/node_modules: drizzle-kit imports `drizzle-orm/version` from its own folder and would
// otherwise stop with "Please install latest version of drizzle-orm". Usage: node scripts/drizzle-kit.mjs generate
import { register } from 'node:module'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { dirname, join } from 'node:path'

const here = createRequire(import.meta.url)
// Any file inside this workspace makes Node resolve drizzle-orm from apps/platform/node_modules.
const ormRoot = pathToFileURL(here.resolve('../package.json')).href
const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(ormRoot)} })
  }
  return next(specifier, context)
}`
// drizzle-kit also require()s drizzle-orm (CommonJS), which honours NODE_PATH.
process.env.NODE_PATH = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules')
here('node:module')._initPaths()
register('data:text/javascript,' + encodeURIComponent(hook), import.meta.url)
here(join(dirname(here.resolve('drizzle-kit')), 'bin.cjs'))
