// The console's API failures as their messages (docs/messages.md#properties,
// docs/messages.md#purchases-and-sales, docs/messages.md#console), through the app's shared mappings
// (src/api/errors), plus what the console adds around them: the income distributions list's own text, the 400
// field errors (`{"field": ["message", …]}`) next to the form inputs, and the server's own detail as a second
// line when docs/messages.md has no text for a status.
import { HttpError } from 'react-admin';
import { parseValidationMessage } from '#core/validationMessages.ts';
import { detailOf, isApiError } from '../../api/ApiError.ts';
import { type PropertyOperation, propertyErrorMessage } from '../../api/errors/propertyErrors.ts';
import { allPurchasesErrorMessage } from '../../api/errors/purchaseErrors.ts';
import { type Message, message, rawMessage } from '../../lib/message.ts';

export type AdminApiOperation =
  | PropertyOperation
  | 'fetchPurchases'
  | 'fetchDistributions'
  | 'fetchInvestors'
  | 'fetchRecoveries'
  | 'saveInvestor'
  | 'fetchAuditLog'
  | 'deleteGalleryImage';

/**
 * GET /custom_admin/distributions/ and /custom_admin/audit-log/: 401 and 403 read as for every purchase, any other
 * failure the list's own text (`fetchFailed`).
 */
function backOfficeListErrorMessage(error: unknown, fetchFailed: string): Message {
  if (isApiError(error) && (error.status === 401 || error.status === 403))
    return allPurchasesErrorMessage(error);
  return message(fetchFailed);
}

/** /custom_admin/investors/: 401 and 403 as for every purchase, 404 and 409 their texts, else the operation's. */
function investorsErrorMessage(error: unknown, operation: 'fetchInvestors' | 'saveInvestor'): Message {
  if (isApiError(error) && (error.status === 401 || error.status === 403))
    return allPurchasesErrorMessage(error);
  if (isApiError(error) && error.status === 404) return message('admin.investors.notFound');
  if (isApiError(error) && error.status === 409) return message('admin.investors.exists');
  return message(
    operation === 'fetchInvestors' ? 'admin.investors.fetchFailed' : 'admin.investors.saveFailed',
  );
}

export function apiErrorMessage(operation: AdminApiOperation, error: unknown): Message {
  if (operation === 'fetchInvestors' || operation === 'saveInvestor')
    return investorsErrorMessage(error, operation);
  if (operation === 'fetchPurchases') return allPurchasesErrorMessage(error);
  if (operation === 'fetchDistributions')
    return backOfficeListErrorMessage(error, 'admin.distributions.fetchFailed');
  if (operation === 'fetchAuditLog') return backOfficeListErrorMessage(error, 'admin.auditLog.fetchFailed');
  if (operation === 'fetchRecoveries')
    return backOfficeListErrorMessage(error, 'admin.recoveries.fetchFailed');
  return propertyErrorMessage(error, operation === 'deleteGalleryImage' ? 'update' : operation);
}

/**
 * An API validation text as a Message: its code's translation (`validation.<code>`, src/core/validationMessages.ts)
 * when it has one, else the text itself.
 */
export const validationTextMessage = (text: string): Message => {
  const parsed = parseValidationMessage(text);
  return parsed ? message(`validation.${parsed.code}`, parsed.params) : rawMessage(text);
};

/**
 * `{"field": ["message", …]}` of a 400 answer, keyed by field, each text in the reader's language through
 * `translate` (as it is without one).
 */
export function fieldErrors(error: unknown, translate?: (m: Message) => string): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  const data = error.data;
  if (data === null || typeof data !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(data as Record<string, unknown>)) {
    if (!Array.isArray(value) || value.length === 0) continue;
    const texts = value.map(String);
    errors[field] = (translate ? texts.map((text) => translate(validationTextMessage(text))) : texts).join(
      ', ',
    );
  }
  return errors;
}

/**
 * What the dataProvider throws: an HttpError (react-admin notifies `message`, already translated, and
 * shows `body.errors` by the inputs) that also keeps the message and the extra detail lines, so the
 * console's own flows can show them in the current language.
 */
export class AdminApiError extends HttpError {
  readonly userMessage: Message;
  readonly details: string[];
  constructor(text: string, status: number, body: unknown, userMessage: Message, details: string[]) {
    super(text, status, body);
    this.name = 'AdminApiError';
    this.userMessage = userMessage;
    this.details = details;
    Object.setPrototypeOf(this, AdminApiError.prototype);
  }
}

/** Turns any failure of `operation` into an AdminApiError, its message translated by `translate`. */
export function toAdminApiError(
  operation: AdminApiOperation,
  error: unknown,
  translate: (m: Message) => string,
): AdminApiError {
  const userMessage = apiErrorMessage(operation, error);
  if (!isApiError(error)) return new AdminApiError(translate(userMessage), 0, null, userMessage, []);
  const errors = fieldErrors(error, translate);
  const lines = Object.entries(errors).map(([field, text]) => `${field}: ${text}`);
  const detail = detailOf(error.data);
  const details = lines.length > 0 ? lines : detail && detail !== translate(userMessage) ? [detail] : [];
  const body = typeof error.data === 'object' && error.data !== null ? error.data : { detail: error.data };
  return new AdminApiError(
    translate(userMessage),
    error.status,
    Object.keys(errors).length > 0 ? { ...body, errors } : body,
    userMessage,
    details,
  );
}

export interface Failure {
  message: Message;
  details: string[];
}

/** The message and detail lines of a dataProvider failure (anything else: 'Unknown error occurred'). */
export function failureOf(error: unknown): Failure {
  if (error instanceof AdminApiError) return { message: error.userMessage, details: error.details };
  return {
    message: message('propertyErrors.unknown'),
    details: error instanceof Error ? [error.message] : [],
  };
}
