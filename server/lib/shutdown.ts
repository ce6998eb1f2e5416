// Graceful shutdown with a deadline: `close` (Fastify's: stop accepting, let in-flight requests finish, then
// the onClose hooks, where the indexer ends its pass at a committed checkpoint and releases its lock) gets
// `deadlineMs`; past it the caller exits anyway, so a stuck request or node cannot hold a deploy or a restart.
export type ShutdownOutcome =
  | { outcome: 'closed' }
  | { outcome: 'failed'; error: unknown }
  | { outcome: 'timeout' };

export async function closeWithDeadline(
  close: () => Promise<unknown>,
  deadlineMs: number,
): Promise<ShutdownOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ShutdownOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: 'timeout' }), deadlineMs);
    timer.unref();
  });
  const closing = close().then(
    (): ShutdownOutcome => ({ outcome: 'closed' }),
    (error: unknown): ShutdownOutcome => ({ outcome: 'failed', error }),
  );
  try {
    return await Promise.race([closing, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The exit code of a shutdown: 0 only when everything closed in time. */
export const exitCodeOf = (result: ShutdownOutcome): number => (result.outcome === 'closed' ? 0 : 1);
