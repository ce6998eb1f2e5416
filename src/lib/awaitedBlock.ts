// The block of the console's last confirmed transaction, and when it was confirmed: lists served from the API's
// indexer wait until their answer's indexed block has reached it (docs/admin.md#indexed-figures). A store of its
// own, outside the console, so the web tests' setup can reset it between tests.
import { createStore } from './createStore.ts';

export const awaitedBlock = createStore<{ block: bigint | null; since: number }>({ block: null, since: 0 });
