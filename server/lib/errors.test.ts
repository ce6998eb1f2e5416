// server/lib/errors.ts: the errors a handler throws on purpose carry what the error handler answers (status,
// detail, headers, field map), and a chain failure says which kind it was.
import { describe, expect, it } from 'vitest';
import { ChainUnavailableError, FieldValidationError, fieldError, HttpError, messages } from './errors.ts';

describe('errors thrown on purpose', () => {
  it('test_HttpError_carries_status_detail_and_headers', () => {
    const plain = new HttpError(404, 'Property not found');
    expect(plain).toBeInstanceOf(Error);
    expect(plain).toMatchObject({ name: 'HttpError', statusCode: 404, message: 'Property not found' });
    expect(plain.headers).toEqual({});
    const limited = new HttpError(429, 'Too many', { 'retry-after': '60' });
    expect(limited.headers).toEqual({ 'retry-after': '60' });
  });

  it('test_FieldValidationError_is_a_400_with_its_field_map_and_a_readable_message', () => {
    const error = new FieldValidationError({ name: ['Required.', 'Too short.'], apy_percent: ['Too big.'] });
    expect(error).toMatchObject({ name: 'FieldValidationError', statusCode: 400 });
    expect(error.fields).toEqual({ name: ['Required.', 'Too short.'], apy_percent: ['Too big.'] });
    expect(error.message).toBe('name: Required., Too short.; apy_percent: Too big.');
  });

  it('test_fieldError_names_one_field_with_every_message', () => {
    const error = fieldError('tx_hash', 'Not a purchase of this wallet.', 'Unknown.');
    expect(error).toBeInstanceOf(FieldValidationError);
    expect(error.fields).toEqual({ tx_hash: ['Not a purchase of this wallet.', 'Unknown.'] });
  });

  it('test_ChainUnavailableError_is_a_503_keeping_its_cause_and_kind_of_failure', () => {
    const cause = new Error('ECONNREFUSED');
    const unreachable = new ChainUnavailableError(cause);
    expect(unreachable).toBeInstanceOf(HttpError);
    expect(unreachable).toMatchObject({
      name: 'ChainUnavailableError',
      statusCode: 503,
      message: 'Blockchain connection error',
      failure: 'unreachable',
    });
    expect(unreachable.cause).toBe(cause);
    expect(new ChainUnavailableError(cause, 'refused').failure).toBe('refused');
  });

  it('test_messages_are_the_documented_texts', () => {
    expect(messages).toMatchObject({
      authRequired: 'Authentication required',
      userNotAuthenticated: 'User not authenticated',
      forbidden: 'You do not have permission to perform this action',
      internal: 'Internal server error',
    });
  });
});
