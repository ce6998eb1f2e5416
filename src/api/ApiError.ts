// What every failed API call throws: the HTTP status and the parsed body.
// Bodies follow the API convention: `{"detail": "..."}`, or `{"field": ["message", ...]}` for 400s.

export class ApiError<TData = unknown> extends Error {
  readonly status: number;
  readonly data: TData;

  constructor(status: number, data: TData, message?: string) {
    super(message ?? detailOf(data) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The `detail` (or `message`) string of an error body, if it has one. */
export function detailOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim() !== '') return data;
  if (data === null || typeof data !== 'object') return undefined;
  const record = data as Record<string, unknown>;
  for (const key of ['detail', 'message', 'error']) {
    if (typeof record[key] === 'string' && record[key] !== '') return record[key] as string;
  }
  return undefined;
}
