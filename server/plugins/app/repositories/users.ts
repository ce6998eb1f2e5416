// Users (one per wallet), their login signatures (single use) and sessions (one per refresh token).
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database.ts';

export type UserRow = { id: number; wallet_address: string; email: string | null };

export function createUsersRepository(
  db: Queryable,
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.query<UserRow>('select id, wallet_address, email from users where id = $1', [
        id,
      ]);
      return row ?? null;
    },

    /** The user of `wallet` (lower-case), created on first login. */
    async upsertOnLogin(wallet: string): Promise<UserRow> {
      const [row] = await db.query<UserRow>(
        `insert into users (wallet_address, last_login_at) values ($1, now())
         on conflict (wallet_address) do update set last_login_at = now()
         returning id, wallet_address, email`,
        [wallet],
      );
      if (!row) throw new Error('user upsert returned no row');
      return row;
    },

    /** Sets the email (several users may give the same one); null when the user is gone. */
    async updateEmail(id: number, email: string): Promise<UserRow | null> {
      const [row] = await db.query<UserRow>(
        'update users set email = $2 where id = $1 returning id, wallet_address, email',
        [id, email],
      );
      return row ?? null;
    },

    /** Records a login signature; false when (wallet, timestamp) was used before (also under races). */
    async useLoginSignature(wallet: string, timestampMs: number): Promise<boolean> {
      const rows = await db.query(
        `insert into login_signatures (wallet_address, timestamp_ms) values ($1, $2)
         on conflict do nothing returning 1`,
        [wallet, timestampMs],
      );
      return rows.length === 1;
    },

    /** Forgets used login signatures older than the login window (they can no longer be replayed anyway). */
    async pruneLoginSignatures(olderThanMs: number): Promise<void> {
      await db.query(
        'delete from login_signatures where used_at < now() - make_interval(secs => $1::float8 / 1000)',
        [olderThanMs],
      );
    },

    /** Opens a session (a refresh token family) with its first refresh token. */
    async createSession(session: {
      id: string;
      userId: number;
      expiresAt: Date;
      refreshId: string;
    }): Promise<void> {
      await db.query(
        `with opened as (insert into sessions (id, user_id, expires_at) values ($1, $2, $3) returning id)
         insert into refresh_tokens (id, session_id) select $4, id from opened`,
        [session.id, session.userId, session.expiresAt, session.refreshId],
      );
    },

    /**
     * Exchanges refresh token `tokenId` of session `sessionId` for the new token `nextId`, once. A token that was
     * exchanged before is a reuse: the whole session is revoked (its access and refresh tokens stop working).
     */
    async rotateRefreshToken(
      tokenId: string,
      sessionId: string,
      nextId: string,
    ): Promise<{ outcome: 'rotated'; expiresAt: Date } | { outcome: 'reused' | 'invalid' }> {
      return transaction(async (tx) => {
        const [session] = await tx.query<{ expires_at: Date }>(
          'select expires_at from sessions where id = $1 and revoked_at is null and expires_at > now()',
          [sessionId],
        );
        if (!session) return { outcome: 'invalid' as const };
        const exchanged = await tx.query(
          `update refresh_tokens set used_at = now()
           where id = $1 and session_id = $2 and used_at is null returning 1`,
          [tokenId, sessionId],
        );
        if (exchanged.length === 1) {
          await tx.query('insert into refresh_tokens (id, session_id) values ($1, $2)', [nextId, sessionId]);
          return { outcome: 'rotated' as const, expiresAt: new Date(session.expires_at) };
        }
        const known = await tx.query('select 1 from refresh_tokens where id = $1 and session_id = $2', [
          tokenId,
          sessionId,
        ]);
        if (known.length === 0) return { outcome: 'invalid' as const };
        await tx.query('update sessions set revoked_at = coalesce(revoked_at, now()) where id = $1', [
          sessionId,
        ]);
        return { outcome: 'reused' as const };
      });
    },

    async isSessionActive(id: string): Promise<boolean> {
      const rows = await db.query(
        'select 1 from sessions where id = $1 and revoked_at is null and expires_at > now()',
        [id],
      );
      return rows.length === 1;
    },

    async revokeSession(id: string): Promise<void> {
      await db.query('update sessions set revoked_at = coalesce(revoked_at, now()) where id = $1', [id]);
    },

    async pruneSessions(): Promise<void> {
      await db.query("delete from sessions where expires_at < now() - interval '1 day'");
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'usersRepository',
      createUsersRepository(app.db, (fn) => app.db.transaction(fn)),
    );
  },
  { name: 'users-repository', dependencies: ['database'] },
);
