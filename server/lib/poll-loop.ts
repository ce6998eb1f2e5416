// The background loop of the indexer and the mail worker: run a pass, wait, run the next, until stopped. A pass
// that throws is logged and retried after the usual wait; `poke()` cuts a wait short (work was enqueued); `stop()`
// resolves once the pass in flight has finished, so a process shuts down between passes, never inside one.

export type PollLoopOptions = {
  /** One pass. A number it returns is how long to wait before the next one instead of `intervalMs`. */
  pass: () => Promise<unknown>;
  /** Milliseconds between the end of a pass and the start of the next. */
  intervalMs: number;
  /** A pass threw: the loop goes on after `intervalMs`. */
  onError: (error: unknown) => void;
};

export type PollLoop = {
  /** Starts the loop (its first pass at once); a second call while it runs does nothing. */
  start: () => void;
  /** Starts the next pass now if the loop is waiting. */
  poke: () => void;
  /** Stops the loop and resolves after the pass in flight, if any, has finished. */
  stop: () => Promise<void>;
  /** Started and not stopped yet. */
  readonly running: boolean;
  /** `stop()` was called (and `start()` not since): a long pass should end early at its next safe point. */
  readonly stopping: boolean;
};

export function pollLoop({ pass, intervalMs, onError }: PollLoopOptions): PollLoop {
  let running = false;
  let stopping = false;
  let wake: (() => void) | null = null;
  let done: Promise<void> = Promise.resolve();

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = null;
    });

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      done = (async () => {
        while (!stopping) {
          let delay = intervalMs;
          try {
            const asked = await pass();
            if (typeof asked === 'number') delay = asked;
          } catch (error) {
            onError(error);
          }
          if (stopping) break;
          await wait(delay);
        }
      })();
    },
    poke() {
      wake?.();
    },
    async stop() {
      stopping = true;
      wake?.();
      await done;
      running = false;
    },
    get running() {
      return running;
    },
    get stopping() {
      return stopping;
    },
  };
}
