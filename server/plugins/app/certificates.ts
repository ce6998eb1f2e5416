// The certificate signer: the server key (CERTIFICATE_SIGNER_KEY) signs each certificate's content (EIP-712).
import fp from 'fastify-plugin';
import { type Address, type Hex, verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  CERTIFICATE_TYPES,
  type CertificateContent,
  certificateDomain,
  certificateMessage,
} from '../../lib/certificate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    certificateSigner: {
      address: Address;
      sign(content: CertificateContent): Promise<Hex>;
      verify(content: CertificateContent, signature: Hex, signer: Address): Promise<boolean>;
    };
  }
}

export default fp(
  async (app) => {
    const account = privateKeyToAccount(app.config.certificateSignerKey);
    const domain = certificateDomain(app.config.chainId);
    app.decorate('certificateSigner', {
      address: account.address,
      sign: (content: CertificateContent) =>
        account.signTypedData({
          domain,
          types: CERTIFICATE_TYPES,
          primaryType: 'Certificate',
          message: certificateMessage(content),
        }),
      async verify(content: CertificateContent, signature: Hex, signer: Address) {
        try {
          return await verifyTypedData({
            address: signer,
            domain,
            types: CERTIFICATE_TYPES,
            primaryType: 'Certificate',
            message: certificateMessage(content),
            signature,
          });
        } catch {
          return false;
        }
      },
    });
  },
  { name: 'certificate-signer', dependencies: ['config'] },
);
