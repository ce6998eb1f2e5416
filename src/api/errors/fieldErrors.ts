// 400 validation bodies are `{"field": ["message", ...]}`: shown as 'field: message, message' joined by '; '.

export type FieldErrors = Record<string, string[]>;

export function isFieldErrors(data: unknown): data is FieldErrors {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const entries = Object.entries(data);
  return (
    entries.length > 0 &&
    entries.every(([, value]) => Array.isArray(value) && value.every((m) => typeof m === 'string'))
  );
}

export function formatFieldErrors(errors: FieldErrors): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
    .join('; ');
}
