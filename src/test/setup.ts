// Vitest setup of the `web` project: MSW with unhandled requests failing the test, and a clean
// slate (DOM, cookies, storage, app stores, chain) between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { deleteCookie } from '../api/cookies.ts';
import { authStore } from '../auth/authStore.ts';
import { awaitedBlock } from '../lib/awaitedBlock.ts';
import { modalStore } from '../modals/modalStore.ts';
import { resetChain, server } from './server.ts';
import { stopTestChain } from './testChain.ts';

// findBy…/waitFor give up after 5 s instead of 1 s: a first render on a busy 2-core CI machine can take longer
// than a second, and a test that waits for something that never comes still fails, only later.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  await resetChain();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) deleteCookie(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  authStore.reset();
  modalStore.reset();
  awaitedBlock.reset();
});

afterAll(async () => {
  server.close();
  await stopTestChain();
});
