import { mkdirSync, readFileSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/** Thrown when another live process holds the embedded database (PGlite has no inter-process lock). */
export class DataDirLockedError extends Error {
  /** The holder's process id when it is known. */
  readonly pid: number | null;
  constructor(dir: string, pid: number | null = null) {
    super(
      pid === null
        ? `データディレクトリ ${dir} は別のプロセスが使用中です。先にそのプロセスを止めてください。`
        : `データディレクトリ ${dir} は別のプロセス（PID ${pid}）が使用中です。先にそのプロセスを止めてください（例: kill ${pid}）。`,
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

/** Who holds a lock: written into the lock directory as owner.json. */
interface LockOwner {
  pid: number;
  /** The process's start time as the kernel counts it (Linux /proc), so a reused pid is not taken for the holder. */
  started: string | null;
  host: string;
}

/** The start time of process `pid` from /proc/<pid>/stat (field 22), or null where /proc does not say. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the recorded owner is a process that still runs on this host (a dead or reused pid is not). */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true; // another machine's process: we cannot tell, so we must not take over
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = startTimeOf(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readOwner(lockDir: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(`${lockDir}/owner.json`, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

const LOCK_OPTIONS = {
  // Only an owner-less lock (an older version's) is judged by its age; the owner file decides the rest.
  stale: 30_000,
  update: 10_000,
  realpath: false,
  // A refresh that came late (the event loop busy for seconds, e.g. a long migration in the embedded
  // database) is no reason to crash: the owner file, not the refresh time, says who holds the lock.
  onCompromised: () =>
    console.warn('data directory lock: refreshed late (the process was busy, e.g. seeding the demo); still held by this process, whose pid the lock names'),
} as const;

/**
 * Locks the embedded database directory `dataDir` for this process (issue 22 "stopping and
 * restarting"; decision 044). The lock is proper-lockfile's `<dataDir>.lock` directory, refreshed
 * every 10 s, with the holder's pid, start time and host in `owner.json` inside it.
 *
 * - a lock whose holder is dead (killed with SIGKILL, a crash, a power cut: the pid is gone or now
 *   names another process) is taken over at once, without waiting for it to go stale; the
 *   check and the takeover run under a second short lock, so two processes starting at the same
 *   moment cannot both take it;
 * - a lock of a live process is refused with {@link DataDirLockedError}, naming its pid;
 * - a lock with no owner file (an older version's, or one being created this instant) is taken
 *   only once stale (30 s without a refresh); a live owner keeps its lock even when its refresh
 *   came late (a busy event loop), so the owner file decides, not the clock.
 *
 * Returns the release function; the lock is also released when the process exits normally.
 * @throws DataDirLockedError while another live process holds the directory.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockDir = `${dataDir}.lock`;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, LOCK_OPTIONS);
  } catch (err) {
    // ENOTEMPTY: proper-lockfile found the lock stale but could not remove it (our owner file is in it).
    const code = (err as { code?: string }).code;
    if (code !== 'ELOCKED' && code !== 'ENOTEMPTY') throw err;
    release = await takeOverIfDead(dataDir, lockDir);
  }
  const me: LockOwner = { pid: process.pid, started: startTimeOf(process.pid), host: hostname() };
  writeFileSync(`${lockDir}/owner.json.tmp`, JSON.stringify(me));
  renameSync(`${lockDir}/owner.json.tmp`, `${lockDir}/owner.json`);
  let held = true;
  // proper-lockfile removes its directory on exit with rmdir, which our owner file would stop.
  const removeLock = () => {
    rmSync(`${lockDir}/owner.json`, { force: true });
    try {
      rmdirSync(lockDir);
    } catch {
      // gone already
    }
  };
  const onExit = () => {
    if (held) removeLock();
  };
  process.on('exit', onExit);
  return async () => {
    if (!held) return;
    held = false;
    process.off('exit', onExit);
    rmSync(`${lockDir}/owner.json`, { force: true });
    try {
      await release();
    } catch (err) {
      // ERELEASED: proper-lockfile gave up refreshing (onCompromised above) and let go of it itself.
      if ((err as { code?: string }).code !== 'ERELEASED') throw err;
      removeLock();
    }
  };
}

/** The ELOCKED case: under a short takeover lock, removes a dead holder's lock and locks again. */
async function takeOverIfDead(dataDir: string, lockDir: string): Promise<() => Promise<void>> {
  let releaseTakeover: () => Promise<void>;
  try {
    releaseTakeover = await lockfile.lock(lockDir, {
      ...LOCK_OPTIONS,
      stale: 5_000,
      lockfilePath: `${dataDir}.takeover.lock`,
      retries: { retries: 20, minTimeout: 50, maxTimeout: 200 },
    });
  } catch {
    throw new DataDirLockedError(dataDir, readOwner(lockDir)?.pid ?? null);
  }
  try {
    const owner = readOwner(lockDir);
    if (owner === null || isAlive(owner)) throw new DataDirLockedError(dataDir, owner?.pid ?? null);
    rmSync(`${lockDir}/owner.json`, { force: true });
    try {
      rmdirSync(lockDir);
    } catch {
      // removed by the holder's own exit in the meantime
    }
    try {
      return await lockfile.lock(dataDir, LOCK_OPTIONS);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ELOCKED' || code === 'ENOTEMPTY') throw new DataDirLockedError(dataDir, readOwner(lockDir)?.pid ?? null);
      throw err;
    }
  } finally {
    await releaseTakeover().catch(() => undefined);
  }
}
