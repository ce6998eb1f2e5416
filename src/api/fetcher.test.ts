// The Orval mutator's rules (docs/api.md#conventions, docs/flows.md#session): base path, site-root admin
// paths, bearer token, skip-auth flag, multipart content type, XSRF header, single-flight refresh on 401.
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { customAdminPropertiesCreate } from '../../generated/api/custom-admin/custom-admin.ts';
import { userProfile } from '../../generated/api/user/user.ts';
import { server } from '../test/server.ts';
import { ApiError } from './ApiError.ts';
import { writeCookie } from './cookies.ts';
import { apiFetch, resolvePath } from './fetcher.ts';
import { readTokens, saveTokens } from './tokens.ts';

const profile = { id: 7, wallet_address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', email: 'a@b.co' };

describe('resolvePath', () => {
  it('puts API calls under /api/', () => {
    expect(resolvePath('/user/profile')).toBe('/api/user/profile');
    expect(resolvePath('/api/user/profile')).toBe('/api/user/profile');
  });

  it('sends custom_admin auth, purchases and properties paths to the site root', () => {
    expect(resolvePath('/custom_admin/properties/')).toBe('/custom_admin/properties/');
    expect(resolvePath('/api/custom_admin/purchases/')).toBe('/api/custom_admin/purchases/');
    expect(resolvePath('custom_admin/auth/login/')).toBe('/custom_admin/auth/login/');
    expect(resolvePath('/custom_admin/distributions/')).toBe('/custom_admin/distributions/');
    expect(resolvePath('/custom_admin/audit-log/')).toBe('/custom_admin/audit-log/');
    expect(resolvePath('/custom_admin/chain-properties/')).toBe('/custom_admin/chain-properties/');
    expect(resolvePath('/custom_admin/investors/0xab/')).toBe('/custom_admin/investors/0xab/');
    expect(resolvePath('/custom_admin/recoveries/')).toBe('/custom_admin/recoveries/');
    expect(resolvePath('/custom_admin/other/')).toBe('/api/custom_admin/other/');
  });
});

describe('apiFetch', () => {
  it('sends the bearer token from the accessToken cookie, JSON content type and credentials', async () => {
    saveTokens({ access: 'access-1', refresh: 'refresh-1' });
    let seen: Request | undefined;
    server.use(
      http.get('*/api/user/profile', ({ request }) => {
        seen = request;
        return HttpResponse.json(profile);
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await userProfile();
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
    fetchSpy.mockRestore();
    expect(response.data).toEqual(profile);
    expect(response.status).toBe(200);
    expect(seen?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(seen?.headers.get('Content-Type')).toBe('application/json');
    expect(new URL(seen?.url ?? '').pathname).toBe('/api/user/profile');
  });

  it('removes the skip-auth flag and sends no token when it is set', async () => {
    saveTokens({ access: 'access-1', refresh: 'refresh-1' });
    let seen: Request | undefined;
    server.use(
      http.get('*/api/user/profile', ({ request }) => {
        seen = request;
        return HttpResponse.json(profile);
      }),
    );
    await apiFetch('/api/user/profile', { method: 'GET', skipAuth: true });
    expect(seen?.headers.get('Authorization')).toBeNull();
    expect([...(seen?.headers.keys() ?? [])].some((h) => h.toLowerCase().includes('skip'))).toBe(false);
  });

  it('sends multipart bodies to the site root without the JSON content type, with the token', async () => {
    saveTokens({ access: 'admin-access', refresh: 'admin-refresh' });
    let seen: { path: string; type: string | null; auth: string | null } | undefined;
    server.use(
      http.post('*/custom_admin/properties/', ({ request }) => {
        seen = {
          path: new URL(request.url).pathname,
          type: request.headers.get('Content-Type'),
          auth: request.headers.get('Authorization'),
        };
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    await customAdminPropertiesCreate({
      name: 'A',
      description: 'B',
      contract_address: '0x0000000000000000000000000000000000000001',
      apy_percent: 5,
      image: new Blob(['x'], { type: 'image/png' }),
    } as Parameters<typeof customAdminPropertiesCreate>[0]);
    expect(seen?.path).toBe('/custom_admin/properties/');
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen?.auth).toBe('Bearer admin-access');
  });

  it('echoes the XSRF-TOKEN cookie as the X-XSRF-TOKEN header', async () => {
    writeCookie('XSRF-TOKEN', 'xsrf-value', { maxAgeSeconds: 60 });
    let header: string | null = null;
    server.use(
      http.get('*/api/user/profile', ({ request }) => {
        header = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json(profile);
      }),
    );
    await userProfile();
    expect(header).toBe('xsrf-value');
  });

  it('throws ApiError with the status and the parsed body', async () => {
    server.use(http.get('*/api/user/profile', () => HttpResponse.json({ detail: 'Nope' }, { status: 404 })));
    const error = await userProfile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).data).toEqual({ detail: 'Nope' });
    expect((error as ApiError).message).toBe('Nope');
  });
});

describe('401: single-flight refresh, then one retry', () => {
  it('refreshes once for concurrent failures and retries each request with the new token', async () => {
    saveTokens({ access: 'expired', refresh: 'refresh-1' });
    let refreshCalls = 0;
    const tokensSeen: string[] = [];
    server.use(
      http.post('*/api/auth/refresh/', async ({ request }) => {
        refreshCalls += 1;
        expect(await request.json()).toEqual({ refresh: 'refresh-1' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ access: 'fresh' });
      }),
      http.get('*/api/user/profile', ({ request }) => {
        const auth = request.headers.get('Authorization') ?? '';
        tokensSeen.push(auth);
        return auth === 'Bearer fresh'
          ? HttpResponse.json(profile)
          : HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    const results = await Promise.all([userProfile(), userProfile(), userProfile()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(refreshCalls).toBe(1);
    expect(tokensSeen.filter((t) => t === 'Bearer expired')).toHaveLength(3);
    expect(tokensSeen.filter((t) => t === 'Bearer fresh')).toHaveLength(3);
    expect(readTokens()).toEqual({ accessToken: 'fresh', refreshToken: 'refresh-1' });
  });

  /**
   * A profile request sent with the access token `old` whose 401 arrives only after the session moved on to
   * `replacement`; the API accepts only the tokens in `accepted`. Resolves with the request's outcome.
   */
  async function answeredAfterTheSessionChanged(replacement: string, accepted: string[]) {
    saveTokens({ access: 'old', refresh: 'refresh-1' });
    const seen = { tokens: [] as string[], refreshCalls: 0 };
    let answerOld: () => void = () => undefined;
    const oldAnswered = new Promise<void>((resolve) => {
      answerOld = resolve;
    });
    server.use(
      http.post('*/api/auth/refresh/', () => {
        seen.refreshCalls += 1;
        return HttpResponse.json({ access: 'fresh' });
      }),
      http.get('*/api/user/profile', async ({ request }) => {
        const token = (request.headers.get('Authorization') ?? '').replace('Bearer ', '');
        seen.tokens.push(token);
        if (token === 'old') await oldAnswered;
        return accepted.includes(token)
          ? HttpResponse.json(profile)
          : HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    const pending = userProfile();
    await vi.waitFor(() => expect(seen.tokens).toEqual(['old']));
    saveTokens({ access: replacement });
    answerOld();
    return { response: await pending, seen };
  }

  it('retries with the current token, without a second refresh, when a refresh finished while it was sent', async () => {
    const { response, seen } = await answeredAfterTheSessionChanged('refreshed-meanwhile', [
      'refreshed-meanwhile',
    ]);
    expect(response.status).toBe(200);
    expect(seen).toEqual({ tokens: ['old', 'refreshed-meanwhile'], refreshCalls: 0 });
    expect(readTokens().accessToken).toBe('refreshed-meanwhile');
  });

  it('still refreshes once when the current token is refused too', async () => {
    const { response, seen } = await answeredAfterTheSessionChanged('revoked-meanwhile', ['fresh']);
    expect(response.status).toBe(200);
    expect(seen).toEqual({ tokens: ['old', 'revoked-meanwhile', 'fresh'], refreshCalls: 1 });
  });

  it('clears both tokens (logout) when the refresh fails, and surfaces the 401', async () => {
    saveTokens({ access: 'expired', refresh: 'revoked' });
    server.use(
      http.post('*/api/auth/refresh/', () =>
        HttpResponse.json({ detail: 'Token is invalid' }, { status: 401 }),
      ),
      http.get('*/api/user/profile', () => HttpResponse.json({ detail: 'expired' }, { status: 401 })),
    );
    const error = await userProfile().catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(401);
    expect(readTokens()).toEqual({ accessToken: null, refreshToken: null });
  });

  it('does not refresh for requests sent without authentication', async () => {
    saveTokens({ access: 'a', refresh: 'r' });
    let refreshCalls = 0;
    server.use(
      http.post('*/api/auth/refresh/', () => {
        refreshCalls += 1;
        return HttpResponse.json({ access: 'x' });
      }),
      http.post('*/api/auth/login/', () => HttpResponse.json({ detail: 'bad signature' }, { status: 401 })),
    );
    const error = await apiFetch('/api/auth/login/', { method: 'POST', body: '{}', skipAuth: true }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).status).toBe(401);
    expect(refreshCalls).toBe(0);
    expect(readTokens().accessToken).toBe('a');
  });
});
