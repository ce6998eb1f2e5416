// The per-user image upload quota: images a user sent in the last 24 hours, reserved before they are decoded.
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database.ts';

/** Advisory lock class of the per-user reservation (with the user id as the second key). */
const QUOTA_LOCK = 72_410_003;

export function createUploadQuota(transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>) {
  return {
    /**
     * Reserves `count` images of `userId`'s daily quota `perDay`. Refused (with the seconds until room frees up)
     * when the last 24 hours hold too many already; concurrent reservations of one user take turns.
     */
    reserve(
      userId: number,
      count: number,
      perDay: number,
    ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
      return transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1, $2)', [QUOTA_LOCK, userId]);
        await tx.query(
          "delete from image_uploads where user_id = $1 and created_at <= now() - interval '1 day'",
          [userId],
        );
        const recent = await tx.query<{ at: Date }>(
          'select created_at as at from image_uploads where user_id = $1 order by created_at',
          [userId],
        );
        if (recent.length + count > perDay) {
          // Room for `count` more once the oldest of the surplus is a day old.
          const freesAt = recent[Math.min(recent.length - 1, recent.length + count - perDay - 1)]?.at;
          const seconds = freesAt
            ? Math.ceil((new Date(freesAt).getTime() + 86_400_000 - Date.now()) / 1000)
            : 86_400;
          return { ok: false as const, retryAfterSeconds: Math.max(1, seconds) };
        }
        await tx.query('insert into image_uploads (user_id) select $1 from generate_series(1, $2::int)', [
          userId,
          count,
        ]);
        return { ok: true as const };
      });
    },
  };
}

export type UploadQuota = ReturnType<typeof createUploadQuota>;

declare module 'fastify' {
  interface FastifyInstance {
    uploadQuota: UploadQuota;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'uploadQuota',
      createUploadQuota((fn) => app.db.transaction(fn)),
    );
  },
  { name: 'upload-quota', dependencies: ['database'] },
);
