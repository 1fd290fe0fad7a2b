// drizzle-kit reads this to generate the versioned SQL migrations in ./drizzle from the one schema
// (`npx drizzle-kit generate` in apps/platform). Migrations are committed and applied by createStore().
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/store/schema.ts',
  out: './drizzle',
})
