// Minimal document.cookie access for the session cookies (docs/constants.md#session-tokens: path /, Secure,
// SameSite=Strict).

export interface CookieOptions {
  /** Lifetime in seconds. */
  maxAgeSeconds: number;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * Browsers drop Secure cookies set from a non-secure page, so the flag is set wherever it can be kept:
 * every https origin and the secure-context hosts (localhost, 127.0.0.1) used in development.
 */
function secureFlag(): string {
  return typeof window !== 'undefined' && (window.isSecureContext || window.location.protocol === 'https:')
    ? '; Secure'
    : '';
}

export function writeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions): void {
  const expires = new Date(Date.now() + maxAgeSeconds * 1000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the session lives in plain cookies (docs/constants.md#session-tokens)
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires}; Max-Age=${Math.floor(
    maxAgeSeconds,
  )}; SameSite=Strict${secureFlag()}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; SameSite=Strict${secureFlag()}`;
}
