// The back-office gate of a custom_admin route module (docs/roles.md#api-access), as one describe block each
// admin test file runs over its own routes: no token or an expired one 401, an investor 403, the admin past the
// gate, a manager past it (and refused from the very next request once the role is revoked on chain, without the
// indexer) except where a test file states managers are refused (recoveries); a wallet holding COMPLIANCE_ROLE alone
// past the gate of the compliance back office (investors, recoveries, audit log) and 403 everywhere else, as each
// test file states.
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './app.ts';
import {
  ADMIN,
  address,
  COMPLIANCE_OFFICER,
  INVESTOR_A,
  INVESTOR_D,
  MANAGER,
  type TestChain,
} from './chain.ts';

export type AdminRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The status a back-office user gets past the gate, when the route answers one whatever the ids. */
  passes?: number;
};

export function describeAdminGate(
  chain: () => TestChain,
  app: () => TestApp,
  routes: readonly [AdminRoute, ...AdminRoute[]],
  /** Whether a wallet holding COMPLIANCE_ROLE alone passes these routes' gate. */
  compliance: 'allowed' | 'refused',
  /** Whether a manager (MANAGER_ROLE alone) passes it. */
  managers: 'allowed' | 'refused' = 'allowed',
) {
  describe('authorization matrix', () => {
    let manager: string;
    let admin: string;
    let investor: string;
    let officer: string;
    beforeAll(async () => {
      manager = (await app().login(MANAGER)).access;
      admin = (await app().login(ADMIN)).access;
      investor = (await app().login(INVESTOR_A)).access;
      await chain().grantCompliance(address(COMPLIANCE_OFFICER));
      officer = (await app().login(COMPLIANCE_OFFICER)).access;
    });

    const call = (route: AdminRoute, headers: Record<string, string>) =>
      app().app.inject({
        method: route.method,
        url: route.url,
        headers,
        payload: route.method === 'POST' ? {} : undefined,
      });

    it('test_admin_routes_without_token_answer_401', async () => {
      for (const route of routes) {
        const response = await call(route, {});
        expect(response.statusCode, route.url).toBe(401);
        expect(response.json()).toEqual({ detail: 'Authentication required' });
      }
    });

    it('test_admin_routes_with_expired_token_answer_401', async () => {
      const expired = await new SignJWT({
        typ: 'access',
        wallet: address(MANAGER).toLowerCase(),
        sid: crypto.randomUUID(),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('realestate-api')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
        .sign(new TextEncoder().encode(app().config.jwtSecret));
      for (const route of routes)
        expect((await call(route, app().bearer(expired))).statusCode, route.url).toBe(401);
    });

    it('test_admin_routes_for_investor_answer_403', async () => {
      for (const route of routes) {
        const response = await call(route, app().bearer(investor));
        expect(response.statusCode, route.url).toBe(403);
        expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action' });
      }
    });

    const refused = async (route: AdminRoute, token: string) => {
      const response = await call(route, app().bearer(token));
      expect(response.statusCode, route.url).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action' });
    };

    if (managers === 'refused') {
      it('test_admin_routes_for_a_manager_answer_403_and_pass_the_admin', async () => {
        for (const route of routes) await refused(route, manager);
        for (const route of routes) {
          const status = (await call(route, app().bearer(admin))).statusCode;
          expect([401, 403], `${route.method} ${route.url} → ${status}`).not.toContain(status);
          if (route.passes) expect(status, `${route.method} ${route.url}`).toBe(route.passes);
        }
      });
    }

    if (managers === 'allowed') {
      it('test_admin_routes_for_manager_and_admin_pass_the_gate', async () => {
        for (const tokenOf of [manager, admin]) {
          for (const route of routes) {
            const status = (await call(route, app().bearer(tokenOf))).statusCode;
            expect([401, 403], `${route.method} ${route.url} → ${status}`).not.toContain(status);
            if (route.passes) expect(status, `${route.method} ${route.url}`).toBe(route.passes);
          }
        }
      });

      it('test_admin_routes_after_role_revoked_on_chain_answer_403_without_the_indexer', async () => {
        await chain().grantManager(address(INVESTOR_D));
        const promoted = (await app().login(INVESTOR_D)).access;
        for (const route of routes) {
          const status = (await call(route, app().bearer(promoted))).statusCode;
          expect([401, 403], `${route.method} ${route.url} → ${status}`).not.toContain(status);
          if (route.passes) expect(status, `${route.method} ${route.url}`).toBe(route.passes);
        }
        // No indexer pass: the very next request after the revoking block is refused.
        await chain().revokeManager(address(INVESTOR_D));
        for (const route of routes)
          expect((await call(route, app().bearer(promoted))).statusCode, route.url).toBe(403);
      });
    }

    if (compliance === 'allowed') {
      it('test_admin_routes_for_a_compliance_only_wallet_pass_the_gate_until_revoked', async () => {
        for (const route of routes) {
          const status = (await call(route, app().bearer(officer))).statusCode;
          expect([401, 403], `${route.method} ${route.url} → ${status}`).not.toContain(status);
          if (route.passes) expect(status, `${route.method} ${route.url}`).toBe(route.passes);
        }
        await chain().revokeCompliance(address(COMPLIANCE_OFFICER));
        try {
          for (const route of routes) await refused(route, officer);
        } finally {
          await chain().grantCompliance(address(COMPLIANCE_OFFICER));
        }
      });
    } else {
      it('test_admin_routes_for_a_compliance_only_wallet_answer_403', async () => {
        for (const route of routes) await refused(route, officer);
      });
    }
  });
}
