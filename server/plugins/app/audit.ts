// Audit trail: who did what, as structured log lines with an `audit` event name, the acting wallet and the target.
// Logins (success and failure), refresh-token reuse and every back-office action go through `request.audit`; the
// indexer logs the role, price and pause changes it reads from the chain the same way. Never a token, a signature
// or a secret in these lines.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export type AuditFields = Record<string, string | number | boolean | null | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Logs audit event `event` with the caller's wallet and user id (when logged in) and `fields`. */
    audit(event: string, fields?: AuditFields, level?: 'info' | 'warn'): void;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest(
      'audit',
      function audit(
        this: FastifyRequest,
        event: string,
        fields: AuditFields = {},
        level: 'info' | 'warn' = 'info',
      ) {
        const actor = this.user ? { wallet: this.user.wallet, user_id: this.user.id } : {};
        this.log[level]({ audit: event, ...actor, ...fields }, event);
      },
    );
  },
  { name: 'audit', dependencies: ['auth'] },
);
