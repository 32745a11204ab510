/**
 * The part of autocannon 9's programmatic API the benchmarks use (the package ships no types and
 * @types/autocannon is not a dependency). Latencies are milliseconds, durations seconds.
 */
declare module 'autocannon' {
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  export interface RequestSpec extends RawRequest {
    /** Called once per request sent (the first one when the connection is created). */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest | null | undefined;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void;
  }

  export interface Options extends RawRequest {
    url: string;
    connections?: number;
    /** Seconds; ignored when `amount` is set. */
    duration?: number;
    /** Total requests, split evenly over the connections. */
    amount?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    pipelining?: number;
    requests?: RequestSpec[];
    title?: string;
  }

  /** Percentiles and moments of one histogram. */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
    /** Only on `requests`: requests written to sockets. */
    sent?: number;
    /** Only on `latency`: samples recorded (more than responses when correcting for coordinated omission). */
    totalCount?: number;
  }

  export interface Result {
    title?: string;
    url: string;
    connections: number;
    /** Seconds, wall clock of the whole run. */
    duration: number;
    start: Date;
    finish: Date;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    /** Milliseconds per request. */
    latency: Histogram;
    /** Requests completed per one-second sample; `total` = all responses. */
    requests: Histogram;
    /** Bytes per one-second sample. */
    throughput: Histogram;
  }

  /** The running test: thenable for the result, and an emitter of per-response events. */
  export interface Instance extends PromiseLike<Result> {
    /** After each response; responseTime in ms. */
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: 'done', listener: (result: Result) => void): this;
    stop(): void;
  }

  /** Runs a load test; resolves with the aggregated result. */
  function autocannon(options: Options): Instance;
  export default autocannon;
}
