// Purchase and sale failures as their messages (docs/messages.md#purchases-and-sales), shared with the admin
// console's all-purchases list.
import { fieldsMessage, type Message, message } from '../../lib/message.ts';
import { isApiError } from '../ApiError.ts';
import { isFieldErrors } from './fieldErrors.ts';

export type PurchaseListKind = 'purchases' | 'sales' | 'ownerships';
export type PurchaseDetailKind = 'purchase' | 'sale' | 'ownership';

export function purchaseListErrorMessage(error: unknown, kind: PurchaseListKind): Message {
  if (isApiError(error) && error.status === 401) return message('purchaseErrors.notAuthenticated');
  return message(`purchaseErrors.list.${kind}`);
}

export function purchaseDetailErrorMessage(error: unknown, kind: PurchaseDetailKind): Message {
  if (isApiError(error) && error.status === 401) return message('purchaseErrors.notAuthenticated');
  if (isApiError(error) && error.status === 404) return message(`purchaseErrors.notFound.${kind}`);
  return message(`purchaseErrors.detailFailed.${kind}`);
}

/** POST /purchases/create/ and POST /purchases/sell/. */
export function recordTradeErrorMessage(error: unknown, kind: 'purchase' | 'sale'): Message {
  if (!isApiError(error)) return message(`purchaseErrors.createFailed.${kind}`);
  if (error.status === 401) return message('purchaseErrors.notAuthenticated');
  if (error.status === 400) {
    if (isFieldErrors(error.data)) return fieldsMessage(error.data);
    return message(
      kind === 'sale' ? 'purchaseErrors.invalidValidationFormat' : 'purchaseErrors.validationFailed',
    );
  }
  if (error.status === 500) return message(`purchaseErrors.serverFailure.${kind}`);
  return message(`purchaseErrors.createFailed.${kind}`);
}

/** GET /custom_admin/purchases/ (admin). */
export function allPurchasesErrorMessage(error: unknown): Message {
  if (isApiError(error) && error.status === 401) return message('purchaseErrors.notAuthenticated');
  if (isApiError(error) && error.status === 403) return message('propertyErrors.forbidden');
  return message('purchaseErrors.allFailed');
}
