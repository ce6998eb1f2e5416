// Issued yearly statements: the signed figures and the signature, found again by a statement's verify link.
import fp from 'fastify-plugin';
import type { Queryable } from '../../../db/database.ts';
import type { StatementFiguresRecord } from '../../../lib/statement.ts';

export type StatementRecord = {
  id: number;
  figures: StatementFiguresRecord;
  signer: string;
  signature: string;
};

export function createStatementsRepository(db: Queryable, chainId: number) {
  return {
    async insert(s: { figures: StatementFiguresRecord; signer: string; signature: string }): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into statements (chain_id, holder, year, figures, signer, signature)
         values ($1, $2, $3, $4::jsonb, $5, $6) returning id`,
        [
          chainId,
          s.figures.holder.toLowerCase(),
          s.figures.year,
          JSON.stringify(s.figures),
          s.signer.toLowerCase(),
          s.signature,
        ],
      );
      if (!row) throw new Error('statement not kept');
      return row.id;
    },

    /** The newest statement kept for `holder` and `year` under `signer`, or null. */
    async latest(holder: string, year: number, signer: string): Promise<StatementRecord | null> {
      const [row] = await db.query<{ id: number }>(
        `select id from statements where chain_id = $1 and holder = $2 and year = $3 and signer = $4
         order by id desc limit 1`,
        [chainId, holder.toLowerCase(), year, signer.toLowerCase()],
      );
      return row ? this.find(row.id) : null;
    },

    async find(id: number): Promise<StatementRecord | null> {
      const [row] = await db.query<{
        id: number;
        figures: StatementFiguresRecord | string;
        signer: string;
        signature: string;
      }>('select id, figures, signer, signature from statements where chain_id = $1 and id = $2', [
        chainId,
        id,
      ]);
      if (!row) return null;
      const figures =
        typeof row.figures === 'string' ? (JSON.parse(row.figures) as StatementFiguresRecord) : row.figures;
      return { ...row, figures };
    },
  };
}

export type StatementsRepository = ReturnType<typeof createStatementsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    statementsRepository: StatementsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('statementsRepository', createStatementsRepository(app.db, app.config.chainId));
  },
  { name: 'statements-repository', dependencies: ['database'] },
);
