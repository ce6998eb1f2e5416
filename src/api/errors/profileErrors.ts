// Profile failures (docs/messages.md#profile-and-certificates): profile fetch shows the server's message,
// else the error's message, else 'Request error'; email update shows the server's response data, else the
// error's message, else 'Email update error'.
import { fieldsMessage, type Message, message, rawMessage } from '../../lib/message.ts';
import { ApiError, detailOf } from '../ApiError.ts';
import { isFieldErrors } from './fieldErrors.ts';

const ownMessage = (error: unknown): string | undefined =>
  error instanceof Error && !(error instanceof ApiError) && error.message ? error.message : undefined;

export function profileErrorMessage(error: unknown): Message {
  const text = (error instanceof ApiError ? detailOf(error.data) : undefined) ?? ownMessage(error);
  return text ? rawMessage(text) : message('profileErrors.requestError');
}

export function emailUpdateErrorMessage(error: unknown): Message {
  if (error instanceof ApiError) {
    if (isFieldErrors(error.data)) return fieldsMessage(error.data);
    const detail = detailOf(error.data);
    if (detail) return rawMessage(detail);
  }
  const text = ownMessage(error);
  return text ? rawMessage(text) : message('profileErrors.emailUpdateError');
}
