// The fetch function ra-data-simple-rest calls, routed through the app's Orval mutator (src/api/fetcher.ts):
// bearer token from the session cookie, the /api/ base or the site root for custom_admin paths, the
// single-flight refresh and retry on 401. Paths get the API's trailing slash (`/properties/?range=…`).
import type { fetchUtils } from 'react-admin';
import { type ApiResponse, apiFetch } from '../../api/fetcher.ts';

/** `/properties?x` → `/properties/?x`, `/properties/5` → `/properties/5/`. */
export function withTrailingSlash(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const slashed = path.endsWith('/') ? path : `${path}/`;
  return query === undefined ? slashed : `${slashed}?${query}`;
}

export interface HttpClientResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export async function httpClient(url: string, options: fetchUtils.Options = {}): Promise<HttpClientResponse> {
  const { user: _user, ...init } = options;
  // Failures stay ApiErrors (status + body); the dataProvider turns them into their messages
  // (docs/messages.md).
  const response = await apiFetch<ApiResponse<unknown>>(withTrailingSlash(url), init);
  return {
    status: response.status,
    headers: response.headers,
    body: response.data === undefined ? '' : JSON.stringify(response.data),
    json: response.data,
  };
}
