// Wallet login (docs/flows.md#login, docs/flows.md#session): EIP-191 signed message, JWT access/refresh pair.
import { type Static, Type } from 'typebox';
import { LOGIN_MESSAGE_PREFIX } from '#core/login.ts';
import { Address, errorResponses, ref, Signature } from './common.ts';

export const LoginBody = Type.Object(
  {
    address: Address,
    signature: {
      ...Signature,
      description:
        `EIP-191 (personal_sign) signature of \`${LOGIN_MESSAGE_PREFIX}{timestamp}\`: ` +
        '65 bytes (r, s, v) as 0x + 130 hex digits. A well-formed signature of another message or signer is 401.',
    },
    timestamp: Type.Union([Type.Integer({ minimum: 0 }), Type.String({ pattern: '^[0-9]{1,16}$' })], {
      description:
        'Milliseconds since the epoch, exactly as written in the signed message; at most 2 minutes old and 30 seconds ahead of the server clock.',
    }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const TokenPair = Type.Object(
  {
    access: Type.String({ description: 'Access JWT (4 hours); send as `Authorization: Bearer <access>`.' }),
    refresh: Type.String({
      description:
        'Refresh JWT, valid once: exchange it at /api/auth/refresh/ for a new pair (keep the new one), revoke it ' +
        'at /api/auth/logout/. Every refresh token of a session expires one day after its login.',
    }),
  },
  { $id: 'TokenPair' },
);

export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 4096 }) });
export type RefreshBody = Static<typeof RefreshBody>;

const tooMany = { ...errorResponses.detail, description: 'Too many attempts (rate limit).' };

export const loginSchema = {
  operationId: 'authLogin',
  tags: ['auth'],
  summary: 'Log in with a wallet signature',
  description:
    'Verifies the EIP-191 signature of `Authorization in the RealEstate App. Timestamp: {ms}` against `address`. ' +
    'A timestamp more than 2 minutes old or 30 seconds ahead, a wrong signer or an altered message answers 401; a signature works once ' +
    '(the same address and timestamp are refused afterwards). Creates the user on first login.',
  body: LoginBody,
  response: {
    200: ref(TokenPair),
    400: errorResponses.badRequest,
    401: errorResponses.detail,
    429: tooMany,
  },
  security: [],
};

export const refreshSchema = {
  operationId: 'authRefresh',
  tags: ['auth'],
  summary: 'Exchange a refresh token for a new access token and a new refresh token',
  description:
    'Refresh tokens rotate: the answer holds a new access token and a new refresh token, and the one sent is ' +
    'spent. Sending a spent refresh token again revokes its whole session (every access and refresh token of ' +
    'that login answers 401 from then on). A session ends one day after its login, whatever the refreshes.',
  body: RefreshBody,
  response: {
    200: ref(TokenPair),
    400: errorResponses.badRequest,
    401: errorResponses.detail,
    429: tooMany,
  },
  security: [],
};

export const logoutSchema = {
  operationId: 'authLogout',
  tags: ['auth'],
  summary: 'Revoke a refresh token (and the access tokens issued with it)',
  body: RefreshBody,
  response: { 200: errorResponses.detail, 400: errorResponses.badRequest, 401: errorResponses.detail },
  security: [],
};

export const authSchemas = [TokenPair];
