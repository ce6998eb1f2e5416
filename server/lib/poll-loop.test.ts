// The background loop of the indexer and the mail worker (server/lib/poll-loop.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollLoop } from './poll-loop.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('pollLoop', () => {
  it('test_start_runsAPassAtOnceThenOneEveryInterval', async () => {
    vi.useFakeTimers();
    const pass = vi.fn(async () => undefined);
    const loop = pollLoop({ pass, intervalMs: 1000, onError: () => {} });
    loop.start();
    loop.start(); // a second start while running does nothing
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await loop.stop();
    expect(loop.running).toBe(false);
  });

  it('test_pass_waitsTheDelayItReturns', async () => {
    vi.useFakeTimers();
    const pass = vi.fn(async () => 5000);
    const loop = pollLoop({ pass, intervalMs: 1000, onError: () => {} });
    loop.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('test_pass_throwing_isReportedAndRetriedAfterTheInterval', async () => {
    vi.useFakeTimers();
    const failure = new Error('node down');
    const pass = vi.fn(async (): Promise<number | undefined> => {
      throw failure;
    });
    const onError = vi.fn();
    const loop = pollLoop({ pass, intervalMs: 1000, onError });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(failure);
    await vi.advanceTimersByTimeAsync(1000);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(loop.running).toBe(true);
    await loop.stop();
  });

  it('test_poke_startsTheNextPassAtOnce', async () => {
    vi.useFakeTimers();
    const pass = vi.fn(async () => undefined);
    const loop = pollLoop({ pass, intervalMs: 60_000, onError: () => {} });
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    loop.poke();
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(2);
    await loop.stop();
  });

  it('test_stop_waitsForThePassInFlightAndStaysStoppingUntilTheNextStart', async () => {
    let finish = () => {};
    let finished = false;
    const pass = vi.fn(
      () =>
        new Promise<undefined>((resolve) => {
          finish = () => {
            finished = true;
            resolve(undefined);
          };
        }),
    );
    const loop = pollLoop({ pass, intervalMs: 10, onError: () => {} });
    loop.start();
    await Promise.resolve();
    const stopped = loop.stop();
    expect(loop.stopping).toBe(true);
    let resolved = false;
    void stopped.then(() => {
      resolved = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(resolved).toBe(false); // the pass in flight is not cut off
    finish();
    await stopped;
    expect(finished).toBe(true);
    expect(pass).toHaveBeenCalledTimes(1); // no pass after the stop
    expect(loop.running).toBe(false);
    expect(loop.stopping).toBe(true);
    loop.start();
    expect(loop.stopping).toBe(false);
    finish();
    await loop.stop();
  });
});
