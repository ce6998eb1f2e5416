// Request logs never show the secrets of a URL's query.
import { describe, expect, it } from 'vitest';
import { redactUrl, requestSerializer } from './log-redaction.ts';

describe('URL redaction in logs', () => {
  it('test_redactUrl_replaces_the_values_of_secret_parameters_whatever_their_case_or_encoding', () => {
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

  it('test_redactUrl_keeps_other_parameters_names_without_a_value_malformed_encodings_and_urls_without_a_query', () => {
    expect(redactUrl('/api/properties/')).toBe('/api/properties/');
    expect(redactUrl('/x?tokens=v&mykey=w&signature')).toBe('/x?tokens=v&mykey=w&signature');
    expect(redactUrl('/x?%E0%A4%A=v&token=')).toBe('/x?%E0%A4%A=v&token=[redacted]');
    expect(redactUrl('/x?a=1&&b=2')).toBe('/x?a=1&&b=2');
    expect(redactUrl('?token=v')).toBe('?token=[redacted]');
  });

  it('test_requestSerializer_serializes_a_request_without_a_socket', () => {
    const request = { method: 'GET', url: '/', host: 'h', ip: '::1' } as unknown as Parameters<
      typeof requestSerializer
    >[0];
    expect(requestSerializer(request).remotePort).toBeUndefined();
  });

  it('test_requestSerializer_serializes_a_request_with_its_url_redacted', () => {
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
