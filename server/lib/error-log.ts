// What a log line shows of an error: the logger's `err` serializer (server/app.ts), so every `log.*({ err })` of
// the routes, the error handler, the indexer and the mail worker writes the same small record. viem's errors carry
// the whole ABI of the contract called (13–31 KB a line), the call's arguments, the request body and the node's URL
// (which may hold an API key): a failed call is logged as its contract, its function, the decoded error name and
// viem's short message instead, with the names and short messages of its causes.
import { chainFailureOf } from './chain-errors.ts';

/** Characters kept of a message, of a stack, and causes followed. */
const MAX_MESSAGE = 300;
const MAX_STACK = 2000;
const MAX_CAUSES = 5;

export type LoggedError = {
  type: string;
  message: string;
  /** A failed contract call's contract address and function (viem's `contractAddress`, `functionName`). */
  contract?: string;
  function?: string;
  /** A revert's decoded custom error (viem's `data.errorName`). */
  errorName?: string;
  /** The node's or the database's own words (viem's `details`, PostgreSQL's `detail`). */
  details?: string;
  code?: string | number;
  statusCode?: number;
  /** Why the chain failed the call (docs/api.md#errors): `unreachable` or `refused`. */
  failure?: string;
  /** Only for errors that are not viem's: viem's stack repeats its long message. */
  stack?: string;
  cause?: LoggedError | string;
};

type ErrorFields = {
  name?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  contractAddress?: unknown;
  functionName?: unknown;
  data?: { errorName?: unknown } | unknown;
  details?: unknown;
  detail?: unknown;
  code?: unknown;
  statusCode?: unknown;
  stack?: unknown;
  cause?: unknown;
};

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

function logged(error: unknown, depth: number, parentDetails?: string): LoggedError | string {
  if (!error || typeof error !== 'object') return cut(String(error), MAX_MESSAGE);
  const e = error as ErrorFields;
  const viem = typeof e.shortMessage === 'string';
  const message = viem ? e.shortMessage : e.message;
  const out: LoggedError = {
    type: typeof e.name === 'string' ? e.name : (error.constructor?.name ?? 'Error'),
    message: cut(typeof message === 'string' ? message : '', MAX_MESSAGE),
  };
  if (typeof e.contractAddress === 'string') out.contract = e.contractAddress;
  if (typeof e.functionName === 'string') out.function = cut(e.functionName, 100);
  const errorName = (e.data as { errorName?: unknown } | undefined)?.errorName;
  if (typeof errorName === 'string') out.errorName = cut(errorName, 100);
  const details = e.details ?? e.detail;
  // viem repeats the node's words on every cause: once is enough.
  if (typeof details === 'string' && details && details !== parentDetails) {
    out.details = cut(details, MAX_MESSAGE);
  }
  if (typeof e.code === 'number' || typeof e.code === 'string') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (depth === 0) {
    const failure = chainFailureOf(error);
    if (failure) out.failure = failure;
  }
  if (!viem && typeof e.stack === 'string') out.stack = cut(e.stack, MAX_STACK);
  if (e.cause !== undefined && e.cause !== null && depth < MAX_CAUSES) {
    out.cause = logged(e.cause, depth + 1, typeof details === 'string' ? details : parentDetails);
  }
  return out;
}

/** The logger's `err` serializer: a small record of `error` and its causes (see above). */
export function errorLog(error: unknown): LoggedError | string {
  return logged(error, 0);
}

/** One line of text for `error` (viem's short message, not its long one): what a mail job keeps as its failure. */
export function errorText(error: unknown): string {
  const record = logged(error, 0);
  if (typeof record === 'string') return record;
  let errorName: string | undefined;
  for (let e: LoggedError | string | undefined = record; e && typeof e !== 'string'; e = e.cause) {
    errorName ??= e.errorName;
  }
  const call = record.function
    ? ` (${record.function}${record.contract ? ` at ${record.contract}` : ''})`
    : '';
  return `${record.message || record.type}${errorName ? ` ${errorName}` : ''}${call}`;
}
