import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseConfigFromEnv, openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { describeDemoAccounts, writeDemoAccounts } from '../seed/demo-accounts-file.ts';
import { isEmpty, seedDemo } from '../seed/demo.ts';
import { seedCity } from '../seed/city.ts';
import { seedDistrict } from '../seed/district.ts';

/**
 * `npm run db:seed` seeds the demo into an empty database;
 * `npm run db:seed -- --students 100000 [--days 60]` adds a large district for benchmarks;
 * `npm run db:seed -- --city 260000 [--days 60]` adds a city with its board of education (issue 14).
 */
const { values } = parseArgs({ options: { students: { type: 'string' }, days: { type: 'string' }, prefix: { type: 'string' }, city: { type: 'string' } } });
const handle = await openDatabase(databaseConfigFromEnv());
try {
  await migrateDatabase(handle);
  if (values.city) {
    const started = Date.now();
    const city = await seedCity(handle.db, {
      students: Number(values.city),
      days: values.days ? Number(values.days) : undefined,
      onProgress: (m) => console.log(m),
    });
    console.log(`seeded a city of ${city.students} students in ${city.schools} schools in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (values.students) {
    const started = Date.now();
    const result = await seedDistrict(handle.db, {
      students: Number(values.students),
      days: values.days ? Number(values.days) : undefined,
      prefix: values.prefix,
      onProgress: (m) => console.log(m),
    });
    console.log(`seeded ${values.students} students in ${result.schoolCodes.length} schools in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (await isEmpty(handle.db)) {
    const accounts = await seedDemo(handle.db);
    const file = writeDemoAccounts(path.resolve(process.env.DATA_DIR ?? './data'), accounts);
    console.log(describeDemoAccounts(accounts, `http://localhost:${process.env.PORT ?? 3000}`).join('\n'));
    console.log(`written to ${file}`);
  } else {
    console.log('the database already has data; demo seed skipped');
  }
} finally {
  await handle.close();
}
