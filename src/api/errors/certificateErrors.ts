// Certificate failures as their messages (docs/messages.md#certificates), and the profile slice's
// 'Error getting certificates' fallback.
import { type Message, message, rawMessage } from '../../lib/message.ts';
import { detailOf, isApiError } from '../ApiError.ts';

export function certificatesListErrorMessage(error: unknown): Message {
  if (isApiError(error)) {
    if (error.status === 401) return message('certificateErrors.notAuthenticated');
    return message('certificateErrors.listFailed');
  }
  if (error instanceof Error && error.message) return rawMessage(error.message);
  return message('certificateErrors.gettingFailed');
}

export function certificateDetailErrorMessage(error: unknown): Message {
  if (isApiError(error) && error.status === 401) return message('certificateErrors.notAuthenticated');
  if (isApiError(error) && error.status === 404) return message('certificateErrors.notFound');
  return message('certificateErrors.detailFailed');
}

export function certificateDownloadErrorMessage(error: unknown): Message {
  if (isApiError(error)) {
    if (error.status === 401) return message('certificateErrors.notAuthenticated');
    if (error.status === 404) return message('certificateErrors.fileNotFound');
    if (error.status === 500) return message('certificateErrors.ioError');
    const detail = detailOf(error.data);
    if (detail && error.status >= 400 && error.status < 500) return rawMessage(detail);
  }
  return message('certificateErrors.downloadFailed');
}
