// A user-facing message as a translation key plus interpolation values, so state can hold errors and success
// texts that render in the current language (the texts of docs/messages.md live in translation.json).

import { parseValidationMessage } from '#core/validationMessages.ts';

export interface Message {
  key: string;
  values?: Record<string, string | number>;
  /** A 400 body `{"field": ["message", ...]}` from the API (docs/api.md#errors), rendered by messageText. */
  fields?: Record<string, string[]>;
}

export const message = (key: string, values?: Record<string, string | number>): Message =>
  values ? { key, values } : { key };

/** A text that comes verbatim from a server or a wallet (shown as is, in every language). */
export const rawMessage = (text: string): Message => ({ key: 'errors.raw', values: { message: text } });

/** The API's field errors, shown as 'field: message, message; field: message' in the current language. */
export const fieldsMessage = (fields: Record<string, string[]>): Message => ({ key: 'errors.raw', fields });

type Translate = (key: string, values: Record<string, string | number>) => string;

/**
 * Each API validation text in the reader's language (its code from src/core/validationMessages.ts, the text
 * itself when it has none), after the field's name (translated where the language has one).
 */
function fieldsText(t: Translate, fields: Record<string, string[]>): string {
  return Object.entries(fields)
    .map(([field, texts]) => {
      const label = t(`validation.fields.${field}`, { defaultValue: field });
      const translated = texts.map((text) => {
        const parsed = parseValidationMessage(text);
        return parsed ? t(`validation.${parsed.code}`, parsed.params) : text;
      });
      return `${label}: ${translated.join(', ')}`;
    })
    .join('; ');
}

/** Renders a Message in the current language. */
export const messageText = (t: Translate, m: Message): string =>
  m.fields ? fieldsText(t, m.fields) : t(m.key, m.values ?? {});
