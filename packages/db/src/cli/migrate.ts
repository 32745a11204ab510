import { databaseConfigFromEnv, openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or DATA_DIR. */
const handle = await openDatabase(databaseConfigFromEnv());
try {
  await migrateDatabase(handle);
  console.log('migrations applied');
} finally {
  await handle.close();
}
