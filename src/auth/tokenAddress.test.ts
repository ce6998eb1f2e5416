// The wallet a session token names, read from its claims (base64url JWT payload).
import { describe, expect, it } from 'vitest';
import { decodeJwt, isAccessTokenValid } from '../api/tokens.ts';
import { tokenAddress } from './tokenAddress.ts';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (claims: object) => `h.${base64url(JSON.stringify(claims))}.s`;
const LOWER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const CHECKSUM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('the address of a session token', () => {
  it('reads address, wallet, wallet_address or sub, in that order, checksummed', () => {
    expect(tokenAddress(jwt({ address: LOWER }))).toBe(CHECKSUM);
    expect(tokenAddress(jwt({ wallet: LOWER }))).toBe(CHECKSUM);
    expect(tokenAddress(jwt({ wallet_address: LOWER }))).toBe(CHECKSUM);
    expect(tokenAddress(jwt({ sub: LOWER }))).toBe(CHECKSUM);
    expect(tokenAddress(jwt({ sub: '12', wallet: LOWER }))).toBe(CHECKSUM);
    expect(tokenAddress(jwt({ address: '0x1111111111111111111111111111111111111111', sub: LOWER }))).toBe(
      '0x1111111111111111111111111111111111111111',
    );
  });

  it('is undefined without a token, claims or an address among them', () => {
    expect(tokenAddress(null)).toBeUndefined();
    expect(tokenAddress('')).toBeUndefined();
    expect(tokenAddress('not-a-jwt')).toBeUndefined();
    expect(tokenAddress(jwt({ sub: '12', address: 7 }))).toBeUndefined();
  });
});

describe('JWT claims', () => {
  it('decodes base64url payloads of any padding', () => {
    for (const sub of ['a', 'ab', 'abc', 'ä?>~']) expect(decodeJwt(jwt({ sub }))).toEqual({ sub });
    expect(decodeJwt(`h.${base64url('{"sub":"?>?>"}')}.s`)).toEqual({ sub: '?>?>' });
  });

  it('is undefined for no payload, bad JSON or a payload that is not an object', () => {
    expect(decodeJwt('only')).toBeUndefined();
    expect(decodeJwt('h..s')).toBeUndefined();
    expect(decodeJwt(`h.${base64url('{nope')}.s`)).toBeUndefined();
    expect(decodeJwt(`h.${base64url('null')}.s`)).toBeUndefined();
    expect(decodeJwt(`h.${base64url('5')}.s`)).toBeUndefined();
  });

  it('counts an access token valid only with more than 60 s left', () => {
    const now = 1_700_000_000_000;
    expect(isAccessTokenValid(jwt({ exp: now / 1000 + 60.001 }), now)).toBe(true);
    expect(isAccessTokenValid(jwt({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isAccessTokenValid(jwt({ exp: String(now / 1000 + 600) }), now)).toBe(false);
    expect(isAccessTokenValid('', now)).toBe(false);
  });
});
