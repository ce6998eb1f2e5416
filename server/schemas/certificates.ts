// Certificates (docs/product.md#certificates, docs/api.md#certificates, docs/messages.md#certificates): one
// per purchase, an SVG whose content is signed by the server key (EIP-712) and verifiable against the chain.
import { type Static, Type } from 'typebox';
import {
  Address,
  contentRangeHeader,
  DateTime,
  errorResponses,
  IdParam,
  ListQuery,
  Nullable,
  ref,
  Signature,
  StableAmount,
  TokenAmount,
  TxHash,
} from './common.ts';

export const CERTIFICATE_NOT_FOUND = 'Certificate does not exist or does not belong to user';
export const CERTIFICATE_FILE_NOT_FOUND = 'File not found on disk or certificate does not exist';
/** Public verification: an unknown id and a signature that is not the certificate's answer the same. */
export const CERTIFICATE_NOT_VERIFIABLE = 'Certificate does not exist';

export const Certificate = Type.Object(
  {
    id: Type.Integer(),
    purchase_id: Type.Integer(),
    property_id: Nullable(Type.Integer()),
    property_name: Type.String({ description: 'The name signed in the certificate (the English name).' }),
    property_name_ru: Nullable(Type.String({ description: "The property's Russian name, when it has one." })),
    contract_address: Address,
    holder: Address,
    m2: TokenAmount,
    cost: { ...StableAmount, description: 'USDT base units paid for the M2 in the purchase transaction.' },
    tx_hash: TxHash,
    block_number: Type.Integer(),
    issued_at: DateTime,
    signer: { ...Address, description: 'Address of the server key that signed the certificate (EIP-712).' },
    signature: { ...Signature, description: 'EIP-712 signature of the certificate by the server key.' },
    download_url: Type.String(),
    verify_url: Type.String({
      description:
        'Public verification link (carries the signature, which works as the key: ids alone reveal nothing).',
    }),
  },
  { $id: 'Certificate' },
);
export type Certificate = Static<typeof Certificate>;

export const CertificateVerification = Type.Object(
  {
    valid: Type.Boolean({ description: 'True when both checks pass.' }),
    version: Nullable(
      Type.Integer({
        description:
          'Version of the signed content: 2 covers the cost; 1 (certificates issued before the cost was ' +
          'added) covers the other figures only. Null when the signature checks out under neither.',
      }),
    ),
    holding: Type.Object({
      m2_at_block: Nullable({
        ...TokenAmount,
        description:
          "The holder's balance of the property token at the certificate's block (null if unreadable).",
      }),
      m2_now: { ...TokenAmount, description: "The holder's balance of the property token now." },
      still_stands: Type.Boolean({
        description: "True while the holder still holds at least the certificate's M2.",
      }),
    }),
    checks: Type.Object({
      signature: Type.Boolean({ description: 'The EIP-712 signature recovers to the server signer.' }),
      chain: Type.Boolean({ description: 'The purchase transaction is on chain with these figures.' }),
    }),
    signer: Address,
    certificate: Type.Pick(Certificate, [
      'id',
      'property_name',
      'property_name_ru',
      'contract_address',
      'holder',
      'm2',
      'cost',
      'tx_hash',
      'block_number',
      'issued_at',
      'signature',
    ]),
  },
  { $id: 'CertificateVerification' },
);
export type CertificateVerification = Static<typeof CertificateVerification>;

export const VerifyQuery = Type.Object({
  signature: {
    ...Signature,
    description:
      'The signature printed on the certificate (part of its `verify_url`): without the right one the ' +
      'certificate is not found, so holders cannot be enumerated by id.',
  },
});
export type VerifyQuery = Static<typeof VerifyQuery>;

export const DownloadQuery = Type.Object({
  lang: Type.Optional(
    Type.Union([Type.Literal('en'), Type.Literal('ru')], {
      description: "The certificate's language; without it, Accept-Language's first of en/ru, else en.",
    }),
  ),
});
export type DownloadQuery = Static<typeof DownloadQuery>;

const unauthenticated = { ...errorResponses.detail, description: '`User not authenticated`.' };

export const listSchema = {
  operationId: 'certificatesList',
  tags: ['certificates'],
  summary: "The caller's certificates",
  querystring: ListQuery,
  response: {
    200: { ...Type.Array(ref(Certificate)), headers: contentRangeHeader },
    400: errorResponses.badRequest,
    401: unauthenticated,
  },
};

export const retrieveSchema = {
  operationId: 'certificatesRetrieve',
  tags: ['certificates'],
  summary: "One of the caller's certificates",
  params: IdParam,
  response: {
    200: ref(Certificate),
    401: unauthenticated,
    404: { ...errorResponses.detail, description: `\`${CERTIFICATE_NOT_FOUND}\`.` },
  },
};

export const downloadSchema = {
  operationId: 'certificatesDownload',
  tags: ['certificates'],
  summary: 'Download a certificate as `certificate_{id}.svg`',
  params: IdParam,
  querystring: DownloadQuery,
  produces: ['image/svg+xml'],
  response: {
    200: {
      description: 'The SVG file (attachment).',
      content: { 'image/svg+xml': { schema: Type.String({ format: 'binary' }) } },
    },
    400: errorResponses.badRequest,
    401: unauthenticated,
    404: { ...errorResponses.detail, description: `\`${CERTIFICATE_FILE_NOT_FOUND}\`.` },
    500: { ...errorResponses.detail, description: '`I/O error when opening the file`.' },
  },
};

export const verifySchema = {
  operationId: 'certificatesVerify',
  tags: ['certificates'],
  summary: 'Verify a certificate: server signature and on-chain purchase (public)',
  params: IdParam,
  querystring: VerifyQuery,
  response: {
    200: ref(CertificateVerification),
    400: errorResponses.badRequest,
    404: {
      ...errorResponses.detail,
      description: `\`${CERTIFICATE_NOT_VERIFIABLE}\`: no such id, or the signature is not this certificate's.`,
    },
    503: { ...errorResponses.detail, description: '`Blockchain connection error`.' },
  },
  security: [],
};

export const certificateSchemas = [Certificate, CertificateVerification];
