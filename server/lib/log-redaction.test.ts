// Request logs never show the secrets of a URL's query.
import { describe, expect, it } from 'vitest';
import { redactUrl, requestSerializer } from './log-redaction.ts';

describe('URL redaction in logs', () => {
  it('replaces the values of secret parameters, whatever their case or encoding', () => {
    expect(redactUrl('/api/certificates/7/verify?signature=0xabc&lang=en')).toBe(
      '/api/certificates/7/verify?signature=[redacted]&lang=en',
    );
    for (const name of [
      'sig',
      'token',
      'access',
      'refresh',
      'access_token',
      'refresh_token',
      'password',
      'secret',
      'key',
      'TOKEN',
    ]) {
      expect(redactUrl(`/x?${name}=v`)).toBe(`/x?${name}=[redacted]`);
    }
    expect(redactUrl('/x?%74oken=v')).toBe('/x?%74oken=[redacted]');
  });

  it('keeps other parameters, names without a value, malformed encodings and URLs without a query', () => {
    expect(redactUrl('/api/properties/')).toBe('/api/properties/');
    expect(redactUrl('/x?tokens=v&mykey=w&signature')).toBe('/x?tokens=v&mykey=w&signature');
    expect(redactUrl('/x?%E0%A4%A=v&token=')).toBe('/x?%E0%A4%A=v&token=[redacted]');
    expect(redactUrl('/x?a=1&&b=2')).toBe('/x?a=1&&b=2');
    expect(redactUrl('?token=v')).toBe('?token=[redacted]');
  });

  it('serializes a request without a socket', () => {
    const request = { method: 'GET', url: '/', host: 'h', ip: '::1' } as unknown as Parameters<
      typeof requestSerializer
    >[0];
    expect(requestSerializer(request).remotePort).toBeUndefined();
  });

  it('serializes a request with its URL redacted', () => {
    const request = {
      method: 'GET',
      url: '/v?sig=1',
      host: 'localhost',
      ip: '127.0.0.1',
      socket: { remotePort: 5000 },
    } as unknown as Parameters<typeof requestSerializer>[0];
    expect(requestSerializer(request)).toEqual({
      method: 'GET',
      url: '/v?sig=[redacted]',
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 5000,
    });
  });
});
