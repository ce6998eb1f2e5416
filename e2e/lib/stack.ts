// The stack of the run (e2e/global-setup.ts), seen from a journey.
import { inject } from 'vitest';

/** Stops the whole stack and starts it again on the same folder and ports, as a restart of `npm start`. */
export async function restartStack(): Promise<void> {
  const response = await fetch(`${inject('stackControl')}/restart`, { method: 'POST' });
  if (!response.ok) throw new Error(`the stack did not restart: ${await response.text()}`);
}
