// Errors a handler throws on purpose; the one error handler (app.ts) turns them into the bodies of
// docs/api.md#errors.
export type FieldMessages = Record<string, string[]>;

/** An error whose `detail` is safe to show: answered as `{"detail": detail}` with `statusCode`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

/** A 400 validation failure answered as `{"field": ["message", ...]}`. */
export class FieldValidationError extends Error {
  readonly statusCode = 400;
  readonly fields: FieldMessages;
  constructor(fields: FieldMessages) {
    super(
      Object.entries(fields)
        .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
        .join('; '),
    );
    this.name = 'FieldValidationError';
    this.fields = fields;
  }
}

export const fieldError = (field: string, ...messages: string[]) =>
  new FieldValidationError({ [field]: messages });

/** The chain node did not answer, or refused the call (503 `Blockchain connection error`, docs/api.md#errors). */
export class ChainUnavailableError extends HttpError {
  /** `refused`: the node answered a JSON-RPC error (e.g. a log range too large); `unreachable`: no answer. */
  readonly failure: 'unreachable' | 'refused';
  constructor(cause?: unknown, failure: 'unreachable' | 'refused' = 'unreachable') {
    super(503, 'Blockchain connection error');
    this.name = 'ChainUnavailableError';
    this.cause = cause;
    this.failure = failure;
  }
}

export const messages = {
  authRequired: 'Authentication required',
  userNotAuthenticated: 'User not authenticated',
  forbidden: 'You do not have permission to perform this action',
  propertyNotFound: 'Property not found',
  propertyExists: 'Property already exists',
  notMultipart: 'Request must be multipart/form-data',
  propertyNotOnChain: 'Property not found on blockchain',
  internal: 'Internal server error',
} as const;
