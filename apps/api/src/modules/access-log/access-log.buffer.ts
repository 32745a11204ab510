import type { Database } from '@sukoyaka/db/client';
import { insertAccessLogs, type AccessLogRow } from './access-log.service.ts';

/** How the read batch behaves (README "Data protection"). */
export interface AccessLogBufferOptions {
  /** Flush at least this often (ms); default 1000. */
  flushIntervalMs?: number;
  /** Flush as soon as this many rows wait; also the most rows in one INSERT. Default 500. */
  maxBatchRows?: number;
  /** Rows kept for a retry while the database refuses them; beyond this the oldest are dropped. */
  maxHeldRows?: number;
  /**
   * A read identical to one recorded less than this long ago (same account, route, students,
   * status and address) is not recorded again: the SOS watcher polls every 4 s on every teacher
   * page. Default 300000 (5 minutes); 0 records every read.
   */
  dedupeWindowMs?: number;
  /** Told about a failed flush (the rows are kept for the next one, up to `maxHeldRows`). */
  onError?: (err: unknown, droppedRows: number) => void;
}

/**
 * The in-process batch of read log rows (issue 9 "batched for reads so the 8:05 peak does not
 * slow down"): `recordRead` only appends to memory; a timer (every ~1 s) or a full batch writes
 * them in ONE multi-row INSERT per `maxBatchRows`. Repeats of the same read within
 * `dedupeWindowMs` are recorded once. `flush()` resolves once every row recorded
 * before the call is written (or failed and was kept); `close()` stops the timer and flushes
 * (the app's onClose). Rows still waiting when the process dies are lost: at most ~1 s of reads.
 */
export class AccessLogBuffer {
  private rows: AccessLogRow[] = [];
  private chain: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly maxBatchRows: number;
  private readonly maxHeldRows: number;
  private readonly dedupeWindowMs: number;
  /** Key of a recorded read → when it was recorded (ms); pruned on every flush. */
  private readonly recent = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly options: AccessLogBufferOptions = {},
  ) {
    this.maxBatchRows = options.maxBatchRows ?? 500;
    this.maxHeldRows = options.maxHeldRows ?? 50_000;
    this.dedupeWindowMs = options.dedupeWindowMs ?? 300_000;
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 1000);
    this.timer.unref();
  }

  /** Rows waiting for the next flush. */
  get pending(): number {
    return this.rows.length;
  }

  /**
   * Queues one row (its `at` fixed now, not at flush time) unless the same read was recorded
   * within the dedupe window; a full batch starts a flush. Returns whether it was queued.
   */
  recordRead(row: AccessLogRow): boolean {
    const at = row.at ?? new Date();
    if (this.dedupeWindowMs > 0) {
      const key = [row.actorType, row.actorId, row.method, row.route, row.statusCode, row.studentIds.join(','), row.ip].join('|');
      const last = this.recent.get(key);
      if (last !== undefined && at.getTime() - last < this.dedupeWindowMs) return false;
      this.recent.set(key, at.getTime());
    }
    this.enqueue({ ...row, at });
    return true;
  }

  /** Queues one row without the dedupe (a write not in its own transaction); a full batch starts a flush. */
  enqueue(row: AccessLogRow): void {
    this.rows.push({ ...row, at: row.at ?? new Date() });
    if (this.rows.length >= this.maxBatchRows) void this.flush();
  }

  /** Writes everything queued so far; flushes never overlap. Never rejects (see onError). */
  flush(): Promise<void> {
    this.chain = this.chain.then(() => this.writeAll());
    return this.chain;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writeAll(): Promise<void> {
    const expired = Date.now() - this.dedupeWindowMs;
    for (const [key, at] of this.recent) if (at <= expired) this.recent.delete(key);
    while (this.rows.length > 0) {
      const batch = this.rows.splice(0, this.maxBatchRows);
      try {
        await insertAccessLogs(this.db, batch);
      } catch (err) {
        this.rows.unshift(...batch);
        const dropped = Math.max(0, this.rows.length - this.maxHeldRows);
        if (dropped > 0) this.rows.splice(0, dropped);
        this.options.onError?.(err, dropped);
        return;
      }
    }
  }
}
