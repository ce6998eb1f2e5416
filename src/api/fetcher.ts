// The hand-written fetch mutator every Orval-generated API call goes through (docs/api.md#conventions,
// docs/flows.md#session):
// - base path /api/; paths containing custom_admin/auth/, custom_admin/purchases/,
//   custom_admin/properties/, custom_admin/distributions/ or custom_admin/audit-log/ go to the site root instead, still with the token;
// - JSON content type, removed for multipart bodies; credentials sent; no timeout;
// - bearer access token from the `accessToken` cookie unless the request sets `skipAuth`
//   (the flag itself is removed before sending); XSRF-TOKEN cookie echoed as X-XSRF-TOKEN;
// - on 401 the session is refreshed once (single flight shared by concurrent failures) and the
//   request retried; a failed refresh clears both tokens and logs out (see refreshSession.ts). A 401 to
//   a request sent with a token that has been replaced since (a refresh finished meanwhile) is first
//   retried with the current token, without a second refresh.
import { ApiError } from './ApiError.ts';
import { readCookie } from './cookies.ts';
import { refreshSession } from './refreshSession.ts';
import { readTokens } from './tokens.ts';

const API_BASE = '/api';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const SITE_ROOT_PATHS = [
  'custom_admin/auth/',
  'custom_admin/purchases/',
  'custom_admin/properties/',
  'custom_admin/distributions/',
  'custom_admin/audit-log/',
  'custom_admin/chain-properties/',
  'custom_admin/investors/',
  'custom_admin/recoveries/',
];

/** Request options of the generated client: fetch's own plus the skip-auth flag. */
export type RequestOptions = RequestInit & { skipAuth?: boolean };

/** What the generated fetch clients return for every response. */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Orval reads these two names from the mutator file to type errors and bodies. */
export type ErrorType<TError> = ApiError<TError>;
export type BodyType<TBody> = TBody;

/** Resolves a generated path (`/user/profile`) to the path actually requested (`/api/user/profile`). */
export function resolvePath(path: string): string {
  const relative = path.replace(/^\/+/, '');
  if (SITE_ROOT_PATHS.some((prefix) => relative.includes(prefix))) return `/${relative}`;
  if (relative === 'api' || relative.startsWith('api/')) return `/${relative}`;
  return `${API_BASE}/${relative}`;
}

/** The absolute URL on the page's own origin (absolute URLs pass through untouched). */
function resolveUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return new URL(resolvePath(path), window.location.origin).toString();
}

function buildHeaders(init: RequestInit, accessToken: string | null): Headers {
  const headers = new Headers(init.headers);
  if (init.body instanceof FormData) {
    // The browser writes the multipart boundary itself.
    headers.delete('Content-Type');
  } else if (!headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.delete('Authorization');
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.status === 304) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  }
  if (type.startsWith('text/plain') || type.startsWith('text/html')) return response.text();
  return response.blob();
}

/** The mutator: Orval calls it with the generated path and fetch options. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { skipAuth = false, ...init } = options;
  const url = resolveUrl(path);
  const send = async () => {
    const token = skipAuth ? null : readTokens().accessToken;
    const response = await fetch(url, {
      ...init,
      credentials: 'include',
      headers: buildHeaders(init, token),
    });
    return { response, token };
  };

  const hadSession = readTokens();
  const first = await send();
  let { response } = first;
  if (response.status === 401 && !skipAuth) {
    // The session changed while this request was on its way (a refresh or a login finished): the 401 is
    // about the old token, so try the current one before refreshing again.
    const current = readTokens().accessToken;
    if (current !== null && current !== first.token) ({ response } = await send());
  }
  if (response.status === 401 && !skipAuth && (hadSession.accessToken || hadSession.refreshToken)) {
    if (await refreshSession()) ({ response } = await send());
  }
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return { data, status: response.status, headers: response.headers } as T;
}
