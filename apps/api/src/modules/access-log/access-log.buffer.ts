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
  /** Told about a failed flush (the rows are kept for the next one, up to `maxHeldRows`). */
  onError?: (err: unknown, droppedRows: number) => void;
}

/**
 * The in-process batch of read log rows (issue 9 "batched for reads so the 8:05 peak does not
 * slow down"): `recordRead` only appends to memory; a timer (every ~1 s) or a full batch writes
 * them in ONE multi-row INSERT per `maxBatchRows`. `flush()` resolves once every row recorded
 * before the call is written (or failed and was kept); `close()` stops the timer and flushes
 * (the app's onClose). Rows still waiting when the process dies are lost: at most ~1 s of reads.
 */
export class AccessLogBuffer {
  private rows: AccessLogRow[] = [];
  private chain: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly maxBatchRows: number;
  private readonly maxHeldRows: number;

  constructor(
    private readonly db: Database,
    private readonly options: AccessLogBufferOptions = {},
  ) {
    this.maxBatchRows = options.maxBatchRows ?? 500;
    this.maxHeldRows = options.maxHeldRows ?? 50_000;
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 1000);
    this.timer.unref();
  }

  /** Rows waiting for the next flush. */
  get pending(): number {
    return this.rows.length;
  }

  /** Queues one row (its `at` fixed now, not at flush time); a full batch starts a flush. */
  recordRead(row: AccessLogRow): void {
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
