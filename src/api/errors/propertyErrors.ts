// Property failures as their messages (docs/messages.md#properties): one mapping per operation (shared with
// the admin console).
import { type Message, message } from '../../lib/message.ts';
import { isApiError } from '../ApiError.ts';

export type PropertyOperation =
  | 'fetch'
  | 'onchainCatalog'
  | 'create'
  | 'update'
  | 'delist'
  | 'uploadGallery'
  | 'checkStatus';

const COMMON: Record<number, string> = {
  401: 'propertyErrors.authRequired',
  403: 'propertyErrors.forbidden',
  404: 'propertyErrors.notFound',
  415: 'propertyErrors.multipartRequired',
  503: 'propertyErrors.blockchainConnection',
};

const BY_OPERATION: Record<PropertyOperation, Record<number, string>> = {
  fetch: {},
  onchainCatalog: {},
  create: { 400: 'propertyErrors.createInvalid', 409: 'propertyErrors.alreadyExists' },
  update: { 400: 'propertyErrors.updateInvalid' },
  delist: { 500: 'propertyErrors.delistServerError' },
  uploadGallery: { 400: 'propertyErrors.galleryInvalid' },
  checkStatus: { 404: 'propertyErrors.notFoundOnChain' },
};

const FALLBACK: Record<PropertyOperation, string> = {
  fetch: 'propertyErrors.fetchFailed',
  onchainCatalog: 'propertyErrors.fetchFailed',
  create: 'propertyErrors.createFailed',
  update: 'propertyErrors.updateFailed',
  delist: 'propertyErrors.delistFailed',
  uploadGallery: 'propertyErrors.uploadGalleryFailed',
  checkStatus: 'propertyErrors.checkStatusFailed',
};

export function propertyErrorMessage(error: unknown, operation: PropertyOperation): Message {
  if (!isApiError(error)) return message('propertyErrors.unknown');
  const key = BY_OPERATION[operation][error.status] ?? COMMON[error.status] ?? FALLBACK[operation];
  return message(key);
}
