// The certificate signer: the server key (CERTIFICATE_SIGNER_KEY) signs each certificate's content (EIP-712,
// version 2 with the cost); verification also accepts version 1, which old certificates carry
// (docs/api.md#certificates).
import fp from 'fastify-plugin';
import { type Address, type Hex, verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  CERTIFICATE_TYPES,
  CERTIFICATE_TYPES_V1,
  type CertificateContent,
  type CertificateVersion,
  certificateDomain,
  certificateMessage,
  certificateMessageV1,
} from '../../lib/certificate.ts';
import { STATEMENT_TYPES, type StatementContent, statementMessage } from '../../lib/statement.ts';

declare module 'fastify' {
  interface FastifyInstance {
    certificateSigner: {
      address: Address;
      sign(content: CertificateContent): Promise<Hex>;
      /** The version whose signature by `signer` this is over `content`, or null when neither is. */
      verify(
        content: CertificateContent,
        signature: Hex,
        signer: Address,
      ): Promise<CertificateVersion | null>;
      /** A yearly statement's figures, signed with the same key and domain (docs/portfolio.md#statement). */
      signStatement(content: StatementContent): Promise<Hex>;
      /** True when `signature` is this signer's over `content`. */
      verifyStatement(content: StatementContent, signature: Hex): Promise<boolean>;
    };
  }
}

export default fp(
  async (app) => {
    const account = privateKeyToAccount(app.config.certificateSignerKey);
    const { chainId } = app.config;
    const attempt = async (check: () => Promise<boolean>) => {
      try {
        return await check();
      } catch {
        return false;
      }
    };
    app.decorate('certificateSigner', {
      address: account.address,
      sign: (content: CertificateContent) =>
        account.signTypedData({
          domain: certificateDomain(chainId, 2),
          types: CERTIFICATE_TYPES,
          primaryType: 'Certificate',
          message: certificateMessage(content),
        }),
      async verify(content: CertificateContent, signature: Hex, signer: Address) {
        const v2 = await attempt(() =>
          verifyTypedData({
            address: signer,
            domain: certificateDomain(chainId, 2),
            types: CERTIFICATE_TYPES,
            primaryType: 'Certificate',
            message: certificateMessage(content),
            signature,
          }),
        );
        if (v2) return 2;
        const v1 = await attempt(() =>
          verifyTypedData({
            address: signer,
            domain: certificateDomain(chainId, 1),
            types: CERTIFICATE_TYPES_V1,
            primaryType: 'Certificate',
            message: certificateMessageV1(content),
            signature,
          }),
        );
        return v1 ? 1 : null;
      },
      signStatement: (content: StatementContent) =>
        account.signTypedData({
          domain: certificateDomain(chainId),
          types: STATEMENT_TYPES,
          primaryType: 'Statement',
          message: statementMessage(content),
        }),
      verifyStatement: (content: StatementContent, signature: Hex) =>
        attempt(() =>
          verifyTypedData({
            address: account.address,
            domain: certificateDomain(chainId),
            types: STATEMENT_TYPES,
            primaryType: 'Statement',
            message: statementMessage(content),
            signature,
          }),
        ),
    });
  },
  { name: 'certificate-signer', dependencies: ['config'] },
);
