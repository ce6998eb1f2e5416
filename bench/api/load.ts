// A small closed-loop HTTP load generator: `concurrency` keep-alive connections send GET requests back to
// back for `seconds`; the answer is the count and the latencies of the expected answers. Prints nothing itself.
import http from 'node:http';

export type LoadSample = { requests: number; errors: number; seconds: number; latencies: number[] };

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
};

export type LoadOptions = {
  concurrency?: number;
  seconds?: number;
  headers?: Record<string, string>;
  /** The status a successful answer has; any other counts as an error. */
  status?: number;
};

export async function load(
  url: string,
  { concurrency = 32, seconds = 5, headers = {}, status = 200 }: LoadOptions = {},
): Promise<LoadSample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === status) latencies.push(performance.now() - started);
          else errors++;
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  agent.destroy();
  return { requests: latencies.length, errors, seconds: elapsed, latencies };
}

/** Throughput and latency percentiles over several samples of the same target. */
export function summarise(samples: LoadSample[]): LoadResult {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    requests: latencies.length,
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
  };
}
