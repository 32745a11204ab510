import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates versioned SQL migrations from the schema; we never `push`. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema/index.ts',
  out: './packages/db/migrations',
});
