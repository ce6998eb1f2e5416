import { describe, expect, it } from 'vitest';
import { message, messageText, rawMessage } from './message.ts';

describe('messages', () => {
  it('hold a key, values only when given, and a raw text under errors.raw', () => {
    expect(message('a.b')).toStrictEqual({ key: 'a.b' });
    expect(message('a.b', { n: 2 })).toStrictEqual({ key: 'a.b', values: { n: 2 } });
    expect(rawMessage('Server says no')).toStrictEqual({
      key: 'errors.raw',
      values: { message: 'Server says no' },
    });
  });

  it('render through the translation function, with no values as an empty object', () => {
    const t = (key: string, values: Record<string, string | number>) => `${key}:${JSON.stringify(values)}`;
    expect(messageText(t, message('a.b'))).toBe('a.b:{}');
    expect(messageText(t, message('a.b', { n: 2 }))).toBe('a.b:{"n":2}');
  });
});
