// The one error handler (docs/api.md#errors): statuses and bodies, 400 field maps, and no 5xx internals ever
// leave the server.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDataException, isUnstorableText } from '../db/database.ts';
import { isChainConnectivityError } from './chain-errors.ts';
import { FieldValidationError, HttpError, messages } from './errors.ts';
import { redactUrl } from './log-redaction.ts';
import { NON_FIELD, validationToFields } from './validation-messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's own text (docs/messages.md) answered instead of `Internal server error` when this route
     * fails unexpectedly.
     */
    failureDetail?: string;
  }
}

const PARSE_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

export function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof FieldValidationError) return reply.code(400).send(error.fields);
  if (error.validation) return reply.code(400).send(validationToFields(error.validation));
  if (error.code && PARSE_ERRORS[error.code]) {
    return reply.code(400).send({ [NON_FIELD]: [PARSE_ERRORS[error.code]] });
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return reply.code(400).send({ [NON_FIELD]: ['The request body is not valid JSON.'] });
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.warn({ err: error.cause ?? error }, error.message);
    return reply.code(error.statusCode).headers(error.headers).send({ detail: error.message });
  }
  if (isUnstorableText(error)) {
    return reply.code(400).send({ [NON_FIELD]: ['Text may not contain NUL (U+0000) characters.'] });
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'request value refused by the database');
    return reply.code(400).send({ [NON_FIELD]: ['A value in the request is malformed or out of range.'] });
  }
  if (isChainConnectivityError(error)) {
    request.log.warn({ err: error }, 'chain node unreachable');
    return reply.code(503).send({ detail: 'Blockchain connection error' });
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  // Every 400 answers the field-map shape (the routes' 400 schema; a `detail` body would serialise as {}).
  if (status === 400) return reply.code(400).send({ [NON_FIELD]: [error.message] });
  if (status < 500) return reply.code(status).send({ detail: error.message });
  request.log.error({ err: error, url: redactUrl(request.url), method: request.method }, 'unhandled error');
  return reply.code(status).send({ detail: request.routeOptions.config?.failureDetail ?? messages.internal });
}
