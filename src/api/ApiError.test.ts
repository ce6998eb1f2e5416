// The error every failed API call throws, and the message it carries.
import { describe, expect, it } from 'vitest';
import { fieldsMessage, messageText } from '../lib/message.ts';
import { createTestI18n } from '../test/i18n.ts';
import { ApiError, detailOf, isApiError } from './ApiError.ts';
import { isFieldErrors } from './errors/fieldErrors.ts';

describe('ApiError', () => {
  it('keeps status and body, with the detail, a given message or the status as message', () => {
    const error = new ApiError(404, { detail: 'Property not found' });
    expect([error.status, error.data, error.message, error.name]).toEqual([
      404,
      { detail: 'Property not found' },
      'Property not found',
      'ApiError',
    ]);
    expect(new ApiError(500, {}, 'custom').message).toBe('custom');
    expect(new ApiError(502, null).message).toBe('Request failed with status 502');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 404 })).toBe(false);
  });

  it('reads the detail, else message, else error of a body, or a non-blank text body', () => {
    expect(detailOf({ detail: 'd', message: 'm', error: 'e' })).toBe('d');
    expect(detailOf({ detail: '', message: 'm', error: 'e' })).toBe('m');
    expect(detailOf({ message: 7, error: 'e' })).toBe('e');
    expect(detailOf({ detail: ['a'] })).toBeUndefined();
    expect(detailOf('plain text')).toBe('plain text');
    expect(detailOf('   ')).toBeUndefined();
    expect(detailOf(null)).toBeUndefined();
    expect(detailOf(42)).toBeUndefined();
  });
});

describe('400 field errors', () => {
  it('recognises only non-empty maps of string lists', () => {
    expect(isFieldErrors({ email: ['Enter a valid email address.'] })).toBe(true);
    expect(isFieldErrors({ email: [] })).toBe(true);
    expect(isFieldErrors({})).toBe(false);
    expect(isFieldErrors(null)).toBe(false);
    expect(isFieldErrors('email')).toBe(false);
    expect(isFieldErrors([['a']])).toBe(false);
    expect(isFieldErrors({ email: 'x' })).toBe(false);
    expect(isFieldErrors({ email: ['x', 1] })).toBe(false);
    expect(isFieldErrors({ email: ['x'], detail: 'y' })).toBe(false);
  });

  it("shows 'field: message, message' joined by '; ', texts of no template as they are", () => {
    const { t } = createTestI18n('en');
    expect(messageText(t, fieldsMessage({ m2: ['Too big', 'Not whole'], price: ['Required'] }))).toBe(
      'm2: Too big, Not whole; price: Required',
    );
  });

  it('shows the API validation texts in English as sent, and in Russian by their code', () => {
    const fields = {
      email: ['Enter a valid email address.'],
      name: ['Ensure this field has no more than 120 characters.', 'Unknown text'],
    };
    expect(messageText(createTestI18n('en').t, fieldsMessage(fields))).toBe(
      'email: Enter a valid email address.; name: Ensure this field has no more than 120 characters., Unknown text',
    );
    expect(messageText(createTestI18n('ru').t, fieldsMessage(fields))).toBe(
      'Эл. почта: Введите корректный адрес электронной почты.; Название: Не больше 120 символов., Unknown text',
    );
  });
});
