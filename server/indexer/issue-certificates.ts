// Issues the certificate of every purchase that has none yet (inside the caller's transaction).
import { getAddress, type Hex } from 'viem';
import type { Queryable } from '../db/database.ts';
import type { CertificateContent } from '../lib/certificate.ts';
import type { CertificatesRepository } from '../plugins/app/repositories/certificates.ts';
import type { ChainRecordsRepository } from '../plugins/app/repositories/chain-records.ts';

export type Signer = { address: string; sign(content: CertificateContent): Promise<Hex> };

export async function issueCertificates(
  tx: Queryable,
  records: ChainRecordsRepository,
  certificates: CertificatesRepository,
  signer: Signer,
): Promise<number> {
  let issued = 0;
  for (;;) {
    const pending = await records.purchasesWithoutCertificate(tx);
    if (pending.length === 0) return issued;
    for (const p of pending) {
      const content: CertificateContent = {
        holder: getAddress(p.buyer),
        token: getAddress(p.token),
        propertyName: p.property_name,
        m2: BigInt(p.m2),
        txHash: p.tx_hash as Hex,
        logIndex: p.log_index,
        blockNumber: BigInt(p.block_number),
        issuedAt: p.block_time,
      };
      const signature = await signer.sign(content);
      await certificates.insert(tx, {
        purchaseId: p.id,
        propertyName: p.property_name,
        signer: signer.address,
        signature,
        issuedAt: p.block_time,
      });
      issued++;
    }
  }
}
