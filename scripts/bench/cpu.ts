import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

/**
 * CPU accounting from /proc (Linux), to see how the 2 cores are split between the load
 * generator, the API server and PostgreSQL, and whether something else on the machine was busy.
 */

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Fields of /proc/<pid>/stat after the `(comm)` part: index 0 is state, 1 ppid, 11 utime, 12 stime. */
function statFields(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // exited
  }
}

/** CPU seconds (user + system) a live process has used so far; 0 if it is gone. */
export function processCpuSeconds(pid: number): number {
  const f = statFields(pid);
  return f ? (Number(f[11]) + Number(f[12])) / clockTicks() : 0;
}

/** The parent pid of a process, or null if it is gone. */
export function parentPid(pid: number): number | null {
  const f = statFields(pid);
  return f ? Number(f[1]) : null;
}

/** CPU seconds per pid of `root` and its direct children (a postmaster and its backends). */
export function processTreeCpu(root: number): Map<number, number> {
  const result = new Map<number, number>([[root, processCpuSeconds(root)]]);
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === root) continue;
    if (parentPid(pid) === root) result.set(pid, processCpuSeconds(pid));
  }
  return result;
}

/** Busy and total CPU seconds of the whole machine, summed over all cores (/proc/stat). */
export function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy: busy / clockTicks(), total: (busy + idle! + iowait!) / clockTicks() };
}

/** Cores busy during one measured window (1.0 = one core fully used). */
export interface CpuSplit {
  /** This process: autocannon's event loop. */
  loadGenerator: number;
  /** The API server child (and PGlite inside it on the embedded database). */
  server: number;
  /** PostgreSQL postmaster + backends; 0 on PGlite. */
  postgres: number;
  /** Everything busy on the machine, ours included. */
  machine: number;
  /** machine − ours: other processes (e.g. someone's test run) competing for the cores. */
  other: number;
  cores: number;
}

/**
 * Starts a CPU window over the load generator (this process), the server child and, when given,
 * a PostgreSQL postmaster's process tree; `stop()` returns the average cores each used.
 */
export function startCpuWindow(serverPid: number, postmasterPid: number | null): { stop(): CpuSplit } {
  const started = process.hrtime.bigint();
  const self = process.cpuUsage();
  const server = processCpuSeconds(serverPid);
  const pg = postmasterPid ? processTreeCpu(postmasterPid) : new Map<number, number>();
  const machine = machineCpu();
  return {
    stop() {
      const wall = Number(process.hrtime.bigint() - started) / 1e9;
      const selfUsed = process.cpuUsage(self);
      const loadGenerator = (selfUsed.user + selfUsed.system) / 1e6 / wall;
      const serverCores = (processCpuSeconds(serverPid) - server) / wall;
      let pgSeconds = 0;
      if (postmasterPid) {
        // Backends started during the window count from zero.
        for (const [pid, seconds] of processTreeCpu(postmasterPid)) pgSeconds += seconds - (pg.get(pid) ?? 0);
      }
      const postgres = pgSeconds / wall;
      const now = machineCpu();
      const machineCores = (now.busy - machine.busy) / wall;
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        loadGenerator: round(loadGenerator),
        server: round(serverCores),
        postgres: round(postgres),
        machine: round(machineCores),
        other: round(Math.max(0, machineCores - loadGenerator - serverCores - postgres)),
        cores: os.availableParallelism(),
      };
    },
  };
}
