// The one database interface the repositories use; PGlite and PostgreSQL both implement it.
export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Tries to take a session-level advisory lock on a connection of its own and keeps it until `release`.
   * Resolves null when another session holds it. PGlite is one process per folder, so it always succeeds.
   */
  tryAdvisoryLock(key: number): Promise<AdvisoryLock | null>;
  /**
   * Subscribes to NOTIFY on `channel`; returns the unsubscribe function. `onGap` is called when notifications
   * may have been missed (the listening connection was lost and has been restored).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Connections of the pool (PostgreSQL; PGlite has none): for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface AdvisoryLock {
  /** True once the lock's connection is gone (the lock went with it). */
  lost(): boolean;
  /** Throws LockLostError inside transaction `tx` unless this lock is still held: fences writes of a leader. */
  assertHeld(tx: Queryable): Promise<void>;
  release(): Promise<void>;
}

export class LockLostError extends Error {
  override name = 'LockLostError';
}

/** Postgres error code of a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

/** Postgres error code of text the database cannot hold (a NUL character, U+0000). */
export const CHARACTER_NOT_IN_REPERTOIRE = '22021';

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === code;

export const isUniqueViolation = (error: unknown): boolean => hasCode(error, UNIQUE_VIOLATION);

/** The request carried text PostgreSQL refuses to store or compare: the client's input, not a server fault. */
export const isUnstorableText = (error: unknown): boolean => hasCode(error, CHARACTER_NOT_IN_REPERTOIRE);

/**
 * A PostgreSQL "data exception" (class 22: a value out of range or of the wrong form, such as an id of
 * Infinity). Values reach SQL only from validated input, so one of these means the input was not what it
 * seemed: the client's fault, answered 400.
 */
export const isDataException = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  /^22[0-9A-Z]{3}$/.test((error as { code: string }).code) &&
  typeof (error as { severity?: unknown }).severity === 'string';
