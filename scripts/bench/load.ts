import autocannon from "autocannon";

interface RequestParts {
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One kind of request of a load run; `vary` gives each request its own path, headers or body. */
export interface LoadRequest extends RequestParts {
  method: "GET" | "POST";
  vary?: () => Partial<RequestParts>;
}

export interface LoadResult {
  /** Clients that sent requests at once. */
  connections: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  requests: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  statusCodes: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

/** The latency under which `fraction` of the responses came, in ms to one decimal. */
function percentile(sorted: number[], fraction: number) {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] * 10) / 10;
}

/** A run's latencies as the results give them. */
function latencySummary(latencies: number[]): LoadResult["latencyMs"] {
  const sorted = latencies.toSorted((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: percentile(sorted, 1) };
}

/**
 * Drives the server with autocannon: `connections` clients send the requests in turn for the
 * duration, each as soon as its last one was answered. Latency percentiles come from every
 * response (autocannon reports no p95).
 */
export function runLoad(baseUrl: string, requests: LoadRequest[], options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.durationSeconds,
        requests: requests.map((request) => ({
          method: request.method,
          path: request.path,
          headers: request.headers,
          body: request.body,
          ...(request.vary && { setupRequest: (raw: autocannon.Request) => ({ ...raw, ...request.vary!() }) }),
        })),
      },
      (error, result) => {
        if (error) return reject(error);
        const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number(stats.count ?? 0)]));
        resolve({
          connections: options.connections,
          requestsPerSecond: result.requests.average,
          latencyMs: latencySummary(latencies),
          requests: result.requests.total,
          errors: result.non2xx + result.errors,
          statusCodes,
        });
      },
    );
    instance.on("response", (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * Sends the requests in turn at a steady rate for the duration, each at its time whether or not
 * the ones before it were answered (autocannon's `overallRate` sends each second's requests in a
 * burst at its start, so its latencies are a queue's). A request's latency counts from the time it
 * was due, so a client that fell behind cannot hide the server's delay.
 */
export async function runSteadyLoad(baseUrl: string, requests: LoadRequest[], options: { requestsPerSecond: number; durationSeconds: number }): Promise<LoadResult> {
  const count = Math.round(options.requestsPerSecond * options.durationSeconds);
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  const started = performance.now();
  const answers: Promise<void>[] = [];
  for (let index = 0; index < count; index++) {
    const due = started + (index * 1000) / options.requestsPerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = requests[index % requests.length];
    const { path, headers, body } = { ...request, ...request.vary?.() };
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    answers.push(
      fetch(`${baseUrl}${path}`, { method: request.method, headers, body })
        .then(async (response) => {
          await response.arrayBuffer();
          statusCodes[response.status] = (statusCodes[response.status] ?? 0) + 1;
          if (!response.ok) errors++;
          latencies.push(performance.now() - due);
        })
        .catch(() => {
          errors++;
        })
        .finally(() => inFlight--),
    );
  }
  await Promise.all(answers);
  const seconds = (performance.now() - started) / 1000;
  return {
    connections: mostInFlight,
    requestsPerSecond: count / seconds,
    latencyMs: latencySummary(latencies),
    requests: count,
    errors,
    statusCodes,
  };
}
