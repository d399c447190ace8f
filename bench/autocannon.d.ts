/** The part of autocannon 8's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface AutocannonOptions {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    timeout?: number;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p99: number;
  }

  interface AutocannonResult {
    url: string;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** Runs one load test; resolves with its result when no callback is given. */
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;

  export default autocannon;
  export type { AutocannonOptions, AutocannonResult, Histogram };
}
