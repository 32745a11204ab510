import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase } from '../backup.ts';
import { databaseConfigFromEnv } from '../client.ts';

/**
 * `npm run db:backup [-- --file backups/x.dump]`: backs up the database of DATABASE_URL (pg_dump
 * custom format) or of DATA_DIR (the embedded database, as a .tar.gz; stop `npm start` first).
 * Default file: backups/sukoyaka-<UTC timestamp>.{dump|tar.gz}. README "Backup and restore".
 */
const { values } = parseArgs({ options: { file: { type: 'string' } } });
const config = databaseConfigFromEnv();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
const file = path.resolve(values.file ?? `backups/sukoyaka-${stamp}.${config.kind === 'postgres' ? 'dump' : 'tar.gz'}`);
const result = await backupDatabase(config, file);
console.log(`backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.kind})`);
