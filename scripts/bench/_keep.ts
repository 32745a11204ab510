import { prepareDatabase } from './database.ts';
const db = await prepareDatabase('postgres', { students: 20000, warmup: 2000, days: 25, poolSize: 20, pgSocket: false, pgStatements: true, forceSchoolDay: true, log: console.log });
console.log('URL', db.serverEnv.DATABASE_URL);
process.on('SIGTERM', async () => { await db.dispose(); process.exit(0); });
setInterval(() => {}, 1 << 30);
