/**
 * An open-loop load: requests sent on a fixed schedule whatever the server's answers, each timed from
 * when it was due, so a server that stalls shows its stall in the latency (a closed loop such as
 * autocannon's would wait, send less, and hide it). Every request may be different (`next`).
 */

export interface FixedRateRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface FixedRateResult {
  /** Requests sent (rate × seconds). */
  sent: number;
  /** Milliseconds from due to answered, sorted, of the requests that got an answer. */
  latencies: number[];
  /** How many answers had each status. */
  statuses: Map<number, number>;
  /** How many answers other than 2xx had each status and message (`409 Those dates are…`). */
  refusals: Map<string, number>;
  /** Requests without an answer: refused connection, reset, or no answer within the timeout. */
  failures: number;
}

const TIMEOUT_MS = 10_000;

/** Sends `rate` requests per second for `seconds`, the n-th being `next(n)`, and waits for the last answer. */
export async function fixedRate(
  base: string,
  rate: number,
  seconds: number,
  next: (n: number) => FixedRateRequest,
): Promise<FixedRateResult> {
  const result: FixedRateResult = { sent: 0, latencies: [], statuses: new Map(), refusals: new Map(), failures: 0 };
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  const send = async (n: number, due: number) => {
    const { path, method = 'GET', headers, body } = next(n);
    try {
      const response = await fetch(base + path, { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const text = await response.text();
      result.latencies.push(performance.now() - due);
      result.statuses.set(response.status, (result.statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 300) {
        const refusal = `${response.status} ${messageOf(text)}`;
        result.refusals.set(refusal, (result.refusals.get(refusal) ?? 0) + 1);
      }
    } catch {
      result.failures++;
    }
  };
  while (result.sent < total) {
    // Everything due by now goes out at once: a late timer must not lower the rate.
    const now = performance.now();
    while (result.sent < total && start + result.sent * interval <= now) {
      pending.push(send(result.sent, start + result.sent * interval));
      result.sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + result.sent * interval - performance.now())));
  }
  await Promise.all(pending);
  result.latencies.sort((a, b) => a - b);
  return result;
}

/** An error answer's `{message}`, or the start of whatever else it was. */
function messageOf(text: string): string {
  try {
    return String((JSON.parse(text) as { message?: unknown }).message);
  } catch {
    return text.slice(0, 80);
  }
}

/** The p-th percentile of sorted figures (0 when there are none). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
