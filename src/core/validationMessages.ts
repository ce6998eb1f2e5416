// The API's validation messages (docs/api.md#errors, docs/messages.md#validation-codes): a 400 body keeps the
// specification's shape, `{"field": ["message", ...]}`, with these English texts; each text has a stable code,
// and its parameters can be read back from it, so the web app shows the same message in the reader's language
// (`validation.<code>` in the translation files). The API builds every validation text here.

export const VALIDATION_TEMPLATES = {
  required: 'This field is required.',
  unexpected: 'Unexpected field.',
  blank: 'This field may not be blank.',
  minLength: 'Ensure this field has at least {limit} characters.',
  maxLength: 'Ensure this field has no more than {limit} characters.',
  minimum: 'Ensure this value is greater than or equal to {limit}.',
  maximum: 'Ensure this value is less than or equal to {limit}.',
  minItems: 'Ensure this list has at least {limit} items.',
  maxItems: 'Ensure this list has no more than {limit} items.',
  email: 'Enter a valid email address.',
  format: 'Enter a valid {format}.',
  pattern: 'Enter a valid value.',
  object: 'Expected a JSON object.',
  integer: 'A valid integer is required.',
  type: 'Expected a {type}.',
  choice: 'Not a valid choice.',
  country: 'Enter a country as its ISO 3166-1 alpha-2 code, such as DE.',
  invalid: 'Invalid value.',
  walletMail: 'Addresses on {domain} are placeholders; enter your own email.',
  txNotFound: 'Transaction not found on chain (not mined yet?).',
  txFailed: 'The transaction failed on chain.',
  txConfirmations: 'The transaction has {have} of {need} confirmations; try again shortly.',
  txNotOwnTrade: 'Not a {trade} of this wallet: the transaction has no VaultTrader {event} event for it.',
  imageInvalid: 'Upload a valid image: JPEG, PNG or WebP.',
  galleryFull: 'A gallery holds at most {max} photos; this one has {count}, so at most {room} more.',
  imageRequired: 'Property image is required',
  imagesMissing: 'Invalid files or missing images',
  notRegistryProperty: 'Not a property of the registry on this chain.',
} as const;

export type ValidationCode = keyof typeof VALIDATION_TEMPLATES;
export type ValidationParams = Record<string, string | number>;

/** The English text of `code` with its parameters filled in. */
export function validationMessage(code: ValidationCode, params: ValidationParams = {}): string {
  return VALIDATION_TEMPLATES[code].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name] ?? `{${name}}`),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Each template as a pattern whose groups are its parameters, most specific (fewest parameters) first. */
const PATTERNS = (Object.entries(VALIDATION_TEMPLATES) as [ValidationCode, string][])
  .map(([code, template]) => {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const source = escapeRegExp(template).replace(/\\?\{(\w+)\\?\}/g, '(.+?)');
    return { code, names, pattern: new RegExp(`^${source}$`) };
  })
  .sort((a, b) => a.names.length - b.names.length);

/** The code and parameters of a text the API sent; null for a text of no template (shown as it is). */
export function parseValidationMessage(
  text: string,
): { code: ValidationCode; params: ValidationParams } | null {
  for (const { code, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match)
      return { code, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}
