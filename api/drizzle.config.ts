import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @tm/api` writes SQL migrations for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
