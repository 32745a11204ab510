import { readFileSync } from 'node:fs';

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

export interface ExportMeasurement {
  runs: number;
  /** Slowest and median full download, ms. */
  maxMs: number;
  medianMs: number;
  /** Largest peak-RSS growth of the API process over its RSS before a run, MB. */
  maxRssGrowthMb: number;
  bytes: number;
  met: boolean;
}

/**
 * Downloads `url` `runs` times from the API process `pid` (after one warm-up), timing each full
 * body read and sampling the process's RSS every 10 ms. Budget: ≤ 3,000 ms and ≤ 100 MB growth.
 */
export async function measureExport(url: string, headers: Record<string, string>, pid: number, runs: number): Promise<ExportMeasurement> {
  await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  let maxGrowth = 0;
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 10);
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - t0);
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    maxGrowth = Math.max(maxGrowth, peak - before);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const maxMs = Math.round(sorted.at(-1)!);
  const maxRssGrowthMb = Math.round((maxGrowth / 1024 / 1024) * 10) / 10;
  return { runs, maxMs, medianMs: Math.round(sorted[Math.floor(sorted.length / 2)]!), maxRssGrowthMb, bytes, met: maxMs <= 3000 && maxRssGrowthMb <= 100 };
}
