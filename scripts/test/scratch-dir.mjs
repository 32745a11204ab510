// Where the suites keep their throwaway data (decision 079).
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The RAM-backed directory of a Linux machine (tmpfs). */
const SHM = '/dev/shm';

/**
 * The directory the test suites use as TMPDIR: `/dev/shm/sukoyaka-tests` (RAM) when the machine
 * has a writable /dev/shm, else null (the system's temporary directory stays). The suites' data
 * is thrown away after each file, and this machine's disk made it the slowest part of a file's
 * setup: copying the embedded database's 40 MB data directory took 1.2–1.5 s on /tmp and 0.06 s
 * in RAM, and `CREATE DATABASE … TEMPLATE` 400–800 ms against 30–40 ms (measurements in decision
 * 079). Nothing about the product changes: PGlite and PostgreSQL run on a directory as before,
 * and a process killed mid-write still finds its data there. Benchmarks do not use it.
 * @returns an absolute directory path that exists, or null
 */
export function testScratchDir() {
  try {
    if (!statSync(SHM).isDirectory()) return null;
    accessSync(SHM, constants.W_OK);
    const dir = path.join(SHM, 'sukoyaka-tests');
    mkdirSync(dir, { recursive: true, mode: 0o1777 });
    return dir;
  } catch {
    return null;
  }
}

/** Points TMPDIR (and so `os.tmpdir()`) of this process and its children at testScratchDir(), when there is one. */
export function useTestScratchDir() {
  const dir = testScratchDir();
  if (dir) process.env.TMPDIR = dir;
  return dir;
}
