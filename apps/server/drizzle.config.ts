import { defineConfig } from 'drizzle-kit';

/** Used only by `drizzle-kit generate`; the server applies migrations itself at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
