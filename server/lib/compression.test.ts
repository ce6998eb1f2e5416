import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, compressors, negotiateEncoding, varyOnEncoding } from './compression.ts';

describe('acceptedEncodings', () => {
  it('test_acceptedEncodings_lists_codings_and_drops_q0', () => {
    expect([...acceptedEncodings('gzip, deflate, br;q=0.5, zstd;q=0')]).toEqual(['gzip', 'deflate', 'br']);
    expect([...acceptedEncodings(' GZIP ;q=1.0')]).toEqual(['gzip']);
    expect(acceptedEncodings(undefined).size).toBe(0);
    expect(acceptedEncodings('').size).toBe(0);
  });
});

describe('negotiateEncoding', () => {
  it('test_negotiateEncoding_prefers_brotli_then_gzip', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
  });

  it('test_negotiateEncoding_returns_null_for_identity_only_clients', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
  });

  it('test_negotiateEncoding_skips_codings_that_are_not_available', () => {
    expect(negotiateEncoding('br, gzip', (coding) => coding === 'gzip')).toBe('gzip');
    expect(negotiateEncoding('br', (coding) => coding === 'gzip')).toBeNull();
  });
});

describe('compressors', () => {
  it('test_compressors_round_trip', async () => {
    const body = Buffer.from(JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i })) }));
    const br = await compressors.br(body);
    const gz = await compressors.gzip(body);
    expect(br.length).toBeLessThan(body.length);
    expect(gz.length).toBeLessThan(body.length);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
  });
});

describe('varyOnEncoding', () => {
  it('test_varyOnEncoding_adds_accept_encoding_once', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding('Origin, accept-encoding')).toBe('Origin, accept-encoding');
    expect(varyOnEncoding(['Origin', 'Cookie'])).toBe('Origin, Cookie, Accept-Encoding');
  });
});
