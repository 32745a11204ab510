import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreDatabase } from '../backup.ts';
import { databaseConfigFromEnv } from '../client.ts';

/**
 * `npm run db:restore -- --file backups/x.dump [--force]`: restores a backup of `db:backup` into the
 * database of DATABASE_URL or DATA_DIR. Refuses a database that holds data unless --force.
 */
const { values } = parseArgs({ options: { file: { type: 'string' }, force: { type: 'boolean', default: false } } });
if (!values.file) {
  console.error('usage: npm run db:restore -- --file <backup file> [--force]');
  process.exit(2);
}
try {
  await restoreDatabase(databaseConfigFromEnv(), path.resolve(values.file), { force: values.force });
  console.log(`restored ${values.file}`);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
