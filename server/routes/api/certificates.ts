// /api/certificates/…: the caller's certificates, the SVG download, and public verification
// (docs/api.md#endpoints, docs/messages.md#certificates).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Address, Hash, Hex } from 'viem';
import { certificateFileName } from '#core/certificate.ts';
import type { CertificateContent } from '../../lib/certificate.ts';
import { renderCertificateSvg } from '../../lib/certificate-svg.ts';
import { certificateLanguage } from '../../lib/certificate-text.ts';
import { vaultEvents } from '../../lib/contracts.ts';
import { HttpError, messages } from '../../lib/errors.ts';
import { sendPage } from '../../lib/list-query.ts';
import type { CertificateRecord } from '../../plugins/app/repositories/certificates.ts';
import {
  CERTIFICATE_FILE_NOT_FOUND,
  CERTIFICATE_NOT_FOUND,
  CERTIFICATE_NOT_VERIFIABLE,
  downloadSchema,
  listSchema,
  retrieveSchema,
  verifySchema,
} from '../../schemas/certificates.ts';

const contentOf = (c: CertificateRecord): CertificateContent => ({
  holder: c.holder,
  token: c.contract_address,
  propertyName: c.property_name,
  m2: BigInt(c.m2),
  cost: BigInt(c.cost),
  txHash: c.tx_hash,
  logIndex: c.log_index,
  blockNumber: BigInt(c.block_number),
  issuedAt: c.issued_at,
});

/** Same signature (case-insensitive hex), compared in constant time. */
function sameSignature(given: string, stored: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(stored.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

const certificates: FastifyPluginAsyncTypebox = async (app) => {
  const base = app.config.publicUrl ?? '';
  const verifyUrl = (c: Pick<CertificateRecord, 'id' | 'signature'>, origin = base) =>
    // The human page of the investor app (docs/routes.md#certificate-verification), which asks this API.
    `${origin}/certificates/verify/${c.id}/?signature=${c.signature}`;
  /** The holder's balance of the property token, now or at `blockNumber`. */
  const balanceOf = (c: CertificateRecord, blockNumber?: bigint) =>
    app.chain.tokenBalance(c.contract_address as Address, c.holder as Address, blockNumber);
  const present = ({ log_index: _, ...c }: CertificateRecord) => ({
    ...c,
    download_url: `/api/certificates/${c.id}/download/`,
    verify_url: verifyUrl(c),
  });

  /**
   * Public: the signature recovers to the server signer, and the purchase is on chain as certified. The link
   * carries the certificate's signature; without it the certificate is not found (ids are sequential).
   */
  app.get('/verify/:id/', { schema: verifySchema }, async (request) => {
    const c = await app.certificatesRepository.find(request.params.id, null);
    if (!c || !sameSignature(request.query.signature, c.signature)) {
      throw new HttpError(404, CERTIFICATE_NOT_VERIFIABLE);
    }
    const version =
      c.signer === app.certificateSigner.address
        ? await app.certificateSigner.verify(contentOf(c), c.signature as Hex, c.signer)
        : null;
    const signatureOk = version !== null;
    const receipt = await app.chain.receipt(c.tx_hash as Hash);
    const vault = app.chain.contracts().VaultTrader.toLowerCase();
    const [bought] = receipt
      ? vaultEvents(
          receipt.logs.filter((l) => l.logIndex === c.log_index && l.address.toLowerCase() === vault),
          'Bought',
        )
      : [];
    const chainOk =
      receipt?.status === 'success' &&
      receipt.blockNumber === BigInt(c.block_number) &&
      bought !== undefined &&
      bought.args.buyer === c.holder &&
      bought.args.token === c.contract_address &&
      bought.args.m2 === BigInt(c.m2) &&
      bought.args.cost === BigInt(c.cost);
    // The holding at the certificate's block (a node that pruned that state answers null) and now.
    const [atBlock, now] = await Promise.all([
      balanceOf(c, BigInt(c.block_number)).catch(() => null),
      balanceOf(c),
    ]);
    return {
      valid: signatureOk && chainOk,
      version,
      checks: { signature: signatureOk, chain: chainOk },
      holding: {
        m2_at_block: atBlock === null ? null : atBlock.toString(),
        m2_now: now.toString(),
        still_stands: now >= BigInt(c.m2),
      },
      signer: app.certificateSigner.address,
      certificate: {
        id: c.id,
        property_name: c.property_name,
        property_name_ru: c.property_name_ru,
        contract_address: c.contract_address,
        holder: c.holder,
        m2: c.m2,
        cost: c.cost,
        tx_hash: c.tx_hash,
        block_number: c.block_number,
        issued_at: c.issued_at,
        signature: c.signature,
      },
    };
  });

  const ownedRoutes: FastifyPluginAsyncTypebox = async (owned) => {
    owned.addHook('onRequest', app.authenticate(messages.userNotAuthenticated));
    const wallet = (request: { user: { wallet: string } | null }) => request.user?.wallet ?? '';

    owned.get('/', { schema: listSchema }, async (request, reply) => {
      const page = await app.certificatesRepository.listByHolder(request.query, wallet(request));
      return sendPage(reply, 'certificates', { ...page, items: page.items.map(present) });
    });

    owned.get('/:id/', { schema: retrieveSchema }, async (request) => {
      const c = await app.certificatesRepository.find(request.params.id, wallet(request));
      if (!c) throw new HttpError(404, CERTIFICATE_NOT_FOUND);
      return present(c);
    });

    owned.get(
      '/:id/download/',
      { schema: downloadSchema, config: { failureDetail: 'I/O error when opening the file' } },
      async (request, reply) => {
        const c = await app.certificatesRepository.find(request.params.id, wallet(request));
        if (!c) throw new HttpError(404, CERTIFICATE_FILE_NOT_FOUND);
        const language = certificateLanguage(request.query.lang, request.headers['accept-language']);
        const svg = renderCertificateSvg({
          ...contentOf(c),
          id: c.id,
          signer: c.signer,
          signature: c.signature,
          // Printed and in the QR code: absolute, so that it works typed or scanned as it is.
          verifyUrl: verifyUrl(c, base || `${request.protocol}://${request.host}`),
          shownPropertyName: (language === 'ru' && c.property_name_ru) || c.property_name,
          usdtDecimals: await app.chain.usdtDecimals(),
          language,
        });
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${certificateFileName(c.id)}"`)
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('cache-control', 'private, no-store')
          .send(svg);
      },
    );
  };
  await app.register(ownedRoutes);
};

export default certificates;
