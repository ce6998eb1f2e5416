// Issues the certificates of purchases that have none yet. Signing is CPU work (a few milliseconds each): it
// happens outside any transaction, one certificate at a time with the event loop free in between, and the
// signed certificates are then stored in one short transaction. A purchase stored without its certificate (a
// crash in between) is picked up by the next pass that looks for all of them.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { getAddress, type Hex } from 'viem';
import type { Database } from '../db/database.ts';
import type { CertificateContent } from '../lib/certificate.ts';
import type { CertificatesRepository } from '../plugins/app/repositories/certificates.ts';
import type { ChainRecordsRepository } from '../plugins/app/repositories/chain-records.ts';

export type Signer = { address: string; sign(content: CertificateContent): Promise<Hex> };

/** Certificates per transaction when many purchases wait (e.g. after a restart). */
const BATCH = 50;

/**
 * Signs and stores the certificates of the purchases `ids` (those still without one), or of every purchase
 * without one when `ids` is null. Returns how many were issued.
 */
export async function issueCertificates(
  db: Database,
  records: ChainRecordsRepository,
  certificates: CertificatesRepository,
  signer: Signer,
  ids: number[] | null,
): Promise<number> {
  if (ids?.length === 0) return 0;
  let issued = 0;
  for (;;) {
    const pending = await records.purchasesWithoutCertificate(db, { ids, limit: BATCH });
    if (pending.length === 0) return issued;
    const signed: { purchase: (typeof pending)[number]; signature: Hex }[] = [];
    for (const p of pending) {
      const content: CertificateContent = {
        holder: getAddress(p.buyer),
        token: getAddress(p.token),
        propertyName: p.property_name,
        m2: BigInt(p.m2),
        cost: BigInt(p.cost),
        txHash: p.tx_hash as Hex,
        logIndex: p.log_index,
        blockNumber: BigInt(p.block_number),
        issuedAt: p.block_time,
      };
      signed.push({ purchase: p, signature: await signer.sign(content) });
      await yieldToEventLoop();
    }
    await db.transaction(async (tx) => {
      for (const { purchase, signature } of signed) {
        await certificates.insert(tx, {
          purchaseId: purchase.id,
          propertyName: purchase.property_name,
          signer: signer.address,
          signature,
          issuedAt: purchase.block_time,
        });
      }
    });
    issued += signed.length;
    if (ids !== null && pending.length < BATCH) return issued;
  }
}
