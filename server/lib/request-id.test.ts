// server/lib/request-id.ts: the proxy's X-Request-Id is kept when it looks like an id, else a new UUID (nothing
// to forge log lines with).
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, requestId } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const withHeader = (value?: string | string[]) =>
  ({ headers: value === undefined ? {} : { [REQUEST_ID_HEADER]: value } }) as unknown as IncomingMessage;

describe('request ids', () => {
  it('test_requestId_keeps_the_id_the_proxy_sent', () => {
    for (const id of ['a1b2c3', 'f'.repeat(32), 'req_1.2:3-4', 'x'.repeat(64)]) {
      expect(requestId(withHeader(id))).toBe(id);
    }
  });

  it('test_requestId_replaces_a_missing_long_or_unsafe_id_with_a_new_uuid', () => {
    const refused = [
      undefined,
      '',
      'x'.repeat(65),
      'has space',
      'line\nbreak',
      'a/b',
      '"quoted"',
      '{"level":60}',
      ['one', 'two'],
    ];
    const ids = refused.map((value) => requestId(withHeader(value)));
    for (const [i, id] of ids.entries()) expect(id, String(refused[i])).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
