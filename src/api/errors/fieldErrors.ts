// 400 validation bodies are `{"field": ["message", ...]}` (docs/api.md#errors); src/lib/message.ts shows them
// as 'field: message, message' joined by '; ', in the reader's language.

export type FieldErrors = Record<string, string[]>;

export function isFieldErrors(data: unknown): data is FieldErrors {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const entries = Object.entries(data);
  return (
    entries.length > 0 &&
    entries.every(([, value]) => Array.isArray(value) && value.every((m) => typeof m === 'string'))
  );
}
