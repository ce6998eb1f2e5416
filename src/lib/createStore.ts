// A tiny external store (useSyncExternalStore) for the app-wide state slices of docs/product.md#records
// (auth, modals): plain TypeScript outside React, so the API layer and the wallet code can update it.
import { useSyncExternalStore } from 'react';

export interface Store<S> {
  getState(): S;
  setState(patch: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
  /** Restores the initial state (tests, logout). */
  reset(): void;
}

export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    setState(patch) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      const changed = Object.entries(next).some(([key, value]) => !Object.is(state[key as keyof S], value));
      if (!changed) return;
      state = { ...state, ...next };
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      state = initial;
      notify();
    },
  };
}

/** Reads a slice of `store` and re-renders when that slice changes. */
export function useStore<S extends object, T>(store: Store<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
