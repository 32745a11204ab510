import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A throwaway PostgreSQL server for tests: started in a temp dir on a free port, trust auth. */
export interface TestPostgres {
  url: (database?: string) => string;
  /** `pg_ctl restart -m fast` with the same options: every connection is cut, the server comes back. */
  restart: () => void;
  stop: () => void;
  /** The running postmaster's pid (its data directory's postmaster.pid), null while it is down. */
  postmasterPid: () => number | null;
}

function pgBinDir(): string {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql); npm test installs it');
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return path.join(root, versions[0]!, 'bin');
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * initdb + pg_ctl start as the postgres user when we are root (PostgreSQL refuses to run as root),
 * with fsync off: test data is thrown away.
 */
export async function startTestPostgres(opts: { durable?: boolean; statements?: boolean } = {}): Promise<TestPostgres> {
  const bin = pgBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const result = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' }) : spawnSync(full, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${cmd} failed: ${result.stderr || result.stdout}`);
  };
  const dataDir = path.join(dir, 'data');
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '-N']);
  const port = await freePort();
  // Durable (the city-morning script): commits reach the disk, as in production.
  const durability = opts.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  // Statements (bench:checkin --pg-statements): pg_stat_statements, PostgreSQL's own time per statement.
  const statements = opts.statements ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all' : '';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${durability}${statements} -c max_connections=200`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    postmasterPid: () => {
      try {
        return Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
      } catch {
        return null;
      }
    },
    restart: () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-m', 'fast', '-w', 'restart']),
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** psql one statement against a URL (used to create the template database). */
export function psql(url: string, statement: string): void {
  execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', statement], { stdio: 'pipe' });
}
