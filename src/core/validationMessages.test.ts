import { describe, expect, it } from 'vitest';
import {
  parseValidationMessage,
  VALIDATION_TEMPLATES,
  type ValidationCode,
  validationMessage,
} from './validationMessages.ts';

describe('validation messages', () => {
  it('keeps the texts clients already show, word for word', () => {
    expect(validationMessage('required')).toBe('This field is required.');
    expect(validationMessage('email')).toBe('Enter a valid email address.');
    expect(validationMessage('blank')).toBe('This field may not be blank.');
    expect(validationMessage('imagesMissing')).toBe('Invalid files or missing images');
    expect(validationMessage('minLength', { limit: 8 })).toBe('Ensure this field has at least 8 characters.');
    expect(validationMessage('walletMail', { domain: 'wallet.mail' })).toBe(
      'Addresses on wallet.mail are placeholders; enter your own email.',
    );
  });

  it('reads every code and its parameters back from the text', () => {
    const params: Record<string, string> = {
      limit: '42',
      format: 'uri',
      type: 'string',
      domain: 'wallet.mail',
      have: '1',
      need: '5',
      trade: 'purchase',
      event: 'Bought',
      max: '10',
      count: '8',
      room: '2',
    };
    for (const code of Object.keys(VALIDATION_TEMPLATES) as ValidationCode[]) {
      const text = validationMessage(code, params);
      const parsed = parseValidationMessage(text);
      expect(parsed?.code, text).toBe(code);
      for (const [name, value] of Object.entries(parsed?.params ?? {})) expect(value).toBe(params[name]);
      expect(text, code).not.toMatch(/\{\w+\}/);
    }
  });

  it('tells the email text from the generic format text', () => {
    expect(parseValidationMessage('Enter a valid email address.')).toEqual({ code: 'email', params: {} });
    expect(parseValidationMessage('Enter a valid date-time.')).toEqual({
      code: 'format',
      params: { format: 'date-time' },
    });
  });

  it('returns null for a text of no template', () => {
    expect(parseValidationMessage('Something else went wrong')).toBeNull();
    expect(parseValidationMessage('')).toBeNull();
  });
});
