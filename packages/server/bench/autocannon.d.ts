// The parts of autocannon 9 the bench uses; the package ships no types.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface RequestOptions {
    method?: string;
    path?: string;
    setupRequest?: (req: { path?: string }) => { path?: string };
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second over all connections; unlimited without it. */
    overallRate?: number;
    requests?: RequestOptions[];
  }
  export default function autocannon(options: Options): Promise<Result>;
}
