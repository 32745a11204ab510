import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds by role (nginx, API, PostgreSQL, worker) of the processes a city morning started
 * (issue 27 item 3), read from Linux's /proc. A role is named by its root processes (nginx's master,
 * each API process, PostgreSQL's postmaster, the worker); a root's CPU is its own user + system time
 * plus its live descendants' (nginx's workers, PostgreSQL's backends) plus what its ended children
 * left in its `cutime`/`cstime` (a backend that closed its connection). A root that appears later
 * (an API process restarted after SIGKILL, PostgreSQL after its restart) counts from its first
 * baseline, so a restart's start-up is not billed to the morning; a root that ends keeps its last
 * sample (at most one interval, 200 ms, is lost).
 */
export interface CpuSampler {
  /** Takes the current CPU of every root not yet baselined as its zero (call at the burst's start and after each restart). */
  baseline(): void;
  /** Stops sampling; CPU seconds per role since the baselines. */
  stop(): Record<string, number>;
}

interface ProcStat {
  ppid: number;
  /** utime + stime + cutime + cstime, in clock ticks. */
  ticks: number;
}

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** Every process's parent and CPU ticks (/proc/<pid>/stat; fields after the command's closing parenthesis). */
function readProcesses(): Map<number, ProcStat> {
  const all = new Map<number, ProcStat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // ended while we read
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is state (stat field 3): ppid is field 4, utime 14, stime 15, cutime 16, cstime 17.
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    all.set(Number(name), { ppid: Number(fields[1]), ticks: utime! + stime! + cutime! + cstime! });
  }
  return all;
}

/** A root's ticks: its own (with ended children) plus every live descendant's. */
function treeTicks(root: number, all: Map<number, ProcStat>, children: Map<number, number[]>): number | null {
  const top = all.get(root);
  if (!top) return null;
  let ticks = top.ticks;
  const stack = [...(children.get(root) ?? [])];
  while (stack.length) {
    const pid = stack.pop()!;
    ticks += all.get(pid)!.ticks;
    stack.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

/**
 * Starts sampling every `intervalMs`. `roots` answers, at each sample, the root pids of each role
 * now (e.g. `{ api: () => apis.map((a) => a.pid()) }`); pids that are null or gone are skipped.
 */
export function startCpuSampler(roots: Record<string, () => Array<number | null>>, intervalMs = 200): CpuSampler {
  /** Per role and root pid: the ticks at its baseline and the latest sample. */
  const seen = new Map<string, Map<number, { base: number | null; last: number }>>();
  const sample = (setBaseline: boolean) => {
    const all = readProcesses();
    const children = new Map<number, number[]>();
    for (const [pid, p] of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
    for (const [role, list] of Object.entries(roots)) {
      const byRoot = seen.get(role) ?? new Map();
      seen.set(role, byRoot);
      for (const root of list()) {
        if (root === null) continue;
        const ticks = treeTicks(root, all, children);
        if (ticks === null) continue;
        const entry = byRoot.get(root) ?? { base: null, last: ticks };
        entry.last = Math.max(entry.last, ticks);
        if (setBaseline && entry.base === null) entry.base = ticks;
        byRoot.set(root, entry);
      }
    }
  };
  const timer = setInterval(() => sample(false), intervalMs);
  return {
    baseline: () => sample(true),
    stop: () => {
      clearInterval(timer);
      sample(false);
      const seconds: Record<string, number> = {};
      for (const [role, byRoot] of seen) {
        let ticks = 0;
        for (const { base, last } of byRoot.values()) if (base !== null) ticks += last - base;
        seconds[role] = ticks / ticksPerSecond;
      }
      return seconds;
    },
  };
}
