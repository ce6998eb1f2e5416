// server/lib/shutdown.ts: close with a deadline reports closed, failed or timeout, and only a clean close exits 0.
import { describe, expect, it } from 'vitest';
import { closeWithDeadline, exitCodeOf } from './shutdown.ts';

describe('graceful shutdown', () => {
  it('test_closeWithDeadline_reports_a_close_in_time_as_closed', async () => {
    let closed = false;
    const result = await closeWithDeadline(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      closed = true;
    }, 1000);
    expect(closed).toBe(true);
    expect(result).toEqual({ outcome: 'closed' });
    expect(exitCodeOf(result)).toBe(0);
  });

  it('test_closeWithDeadline_reports_a_failing_close_with_its_error', async () => {
    const boom = new Error('boom');
    const result = await closeWithDeadline(() => Promise.reject(boom), 1000);
    expect(result).toEqual({ outcome: 'failed', error: boom });
    expect(exitCodeOf(result)).toBe(1);
  });

  it('test_closeWithDeadline_gives_up_at_the_deadline', async () => {
    const started = Date.now();
    const result = await closeWithDeadline(() => new Promise(() => {}), 100);
    expect(result).toEqual({ outcome: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(exitCodeOf(result)).toBe(1);
  });

  it('test_closeWithDeadline_ignores_a_failure_after_the_deadline', async () => {
    const late = closeWithDeadline(
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('too late')), 150)),
      30,
    );
    expect(await late).toEqual({ outcome: 'timeout' });
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
});
