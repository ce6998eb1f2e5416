// Waiting on real time while fake timers are on: vi.waitFor advances the fake clock on every check,
// and Testing Library's waitFor drains with a (faked) setTimeout; this helper does neither, so a test
// controls the fake clock exactly and still waits for network and React work to settle.
import { act } from '@testing-library/react';

const realSetTimeout = globalThis.setTimeout;
const realSleep = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

export async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await act(async () => {});
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await realSleep(10);
    }
  }
}
