// A seeded, bounded request fuzzer over every operation of openapi/openapi.json: bodies, forms, path and query
// values drawn from each operation's schemas, then bent (wrong types, missing and extra fields, NUL characters,
// huge numbers and strings, prototype keys, broken JSON, malformed multipart, wrong content types, forged and
// missing tokens). Used by the server tests (a bounded run through app.inject) and by bench/fuzz.ts (HTTP).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { loginMessage } from '#core/login.ts';
import { anvilAccount } from '../../../scripts/lib/anvil.ts';
import { ADMIN, address, INVESTOR_A, M2, MANAGER, type TestChain, USDT } from './chain.ts';
import { fields, image, imagePart, multipart } from './multipart.ts';

export type FuzzRequest = {
  /** operationId and the kind of request, for the report. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

export type FuzzAnswer = { status: number; body: string };

/** What the fuzzer may use to reach deep into the handlers: tokens, existing ids, addresses, real images. */
export type FuzzContext = {
  tokens: { investor: string; manager: string; admin: string; refresh: string };
  /** A token signed with another key, and one of the right key that expired. */
  forged: string;
  ids: {
    property: number;
    purchase: number;
    certificate: number;
    image: number;
    sale: number;
    ownership: number;
  };
  addresses: { property: string; wallet: string };
  certificateSignature: string;
  txHash: string;
  images: Buffer[];
};

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: Schema; required?: boolean };
type Operation = {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body: { type: 'json' | 'multipart'; schema: Schema } | null;
  public: boolean;
};

export const OPENAPI_FILE = path.join(import.meta.dirname, '..', '..', '..', 'openapi', 'openapi.json');

/** Every operation of the OpenAPI document. */
export function readOperations(file = OPENAPI_FILE): {
  operations: Operation[];
  schemas: Record<string, Schema>;
} {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { schemas: Record<string, Schema> };
  };
  const operations: Operation[] = [];
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content;
      const json = content?.['application/json'];
      const form = content?.['multipart/form-data'];
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path: route,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: json
          ? { type: 'json', schema: json.schema }
          : form
            ? { type: 'multipart', schema: form.schema }
            : null,
        public: Array.isArray(op.security) && (op.security as unknown[]).length === 0,
      });
    }
  }
  return { operations, schemas: doc.components.schemas };
}

/** mulberry32: small, fast, and the same sequence for the same seed (the fuzzer's and the figure oracle's). */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

/** Percent-encoded, also for text JavaScript cannot encode (a lone surrogate becomes invalid UTF-8 bytes). */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const hex = (r: ReturnType<typeof prng>, length: number) =>
  Array.from({ length }, () => '0123456789abcdef'[r.int(16)]).join('');

/** Strings that tend to break things. */
const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '"; drop table users; --',
  '\ud800',
  '😀'.repeat(50),
  'Ünïcödé ✓ Кириллица',
  '__proto__',
  'constructor',
  'toString',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '0x',
  `0x${'0'.repeat(40)}`,
  `0x${'f'.repeat(130)}`,
  'x'.repeat(5000),
];

const NASTY_NUMBERS = [0, -1, 1, 2147483647, 2147483648, 2 ** 53, 1e308, -1e308, 0.1, 1.5, 1e21];

export function createFuzzer(context: FuzzContext, seed: number, file = OPENAPI_FILE) {
  const r = prng(seed);
  const { operations, schemas } = readOperations(file);
  const resolve = (schema: Schema): Schema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').pop() ?? '';
    return schemas[name] ?? {};
  };

  /** A value that fits `schema` most of the time. */
  function sample(schemaIn: Schema, depth = 0): unknown {
    const schema = resolve(schemaIn);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return r.pick(schema.enum);
    const union = schema.anyOf ?? schema.oneOf;
    if (union) return sample(r.pick(union), depth + 1);
    const type = Array.isArray(schema.type) ? r.pick(schema.type) : schema.type;
    switch (type) {
      case 'integer':
        return r.chance(0.8)
          ? (schema.minimum ?? 0) +
              r.int(Math.min(1000, (schema.maximum ?? 1000) - (schema.minimum ?? 0) + 1))
          : r.pick(NASTY_NUMBERS);
      case 'number':
        return r.chance(0.8) ? Math.round(r.next() * 1000) / 10 : r.pick(NASTY_NUMBERS);
      case 'boolean':
        return r.chance(0.5);
      case 'null':
        return null;
      case 'array': {
        const length = Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + r.int(4));
        return depth > 4 ? [] : Array.from({ length }, () => sample(schema.items ?? {}, depth + 1));
      }
      case 'object': {
        if (depth > 4) return {};
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(schema.properties ?? {})) {
          if (schema.required?.includes(key) || r.chance(0.6)) out[key] = sample(value, depth + 1);
        }
        return out;
      }
      default:
        return sampleString(schema);
    }
  }

  function sampleString(schema: Schema): string {
    if (r.chance(0.15)) return r.pick(NASTY_STRINGS);
    const pattern = schema.pattern ?? '';
    if (pattern.includes('{40}'))
      return r.pick([context.addresses.property, context.addresses.wallet, `0x${hex(r, 40)}`]);
    if (pattern.includes('{130}')) return `0x${hex(r, 130)}`;
    if (pattern.includes('{64}')) return r.chance(0.5) ? context.txHash : `0x${hex(r, 64)}`;
    if (pattern.includes('[0-9]')) return String(r.int(10 ** 6));
    if (schema.format === 'binary') return 'file';
    const words = [
      'Villa',
      'Loft',
      'River',
      'Дом',
      'garden',
      'a@b.co',
      'x@example.com',
      '7.5',
      'true',
      'false',
    ];
    const text = Array.from({ length: 1 + r.int(4) }, () => r.pick(words)).join(' ');
    return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
  }

  /** A value of another kind entirely. */
  const wrongValue = (): unknown =>
    r.pick<unknown>([
      null,
      r.pick(NASTY_NUMBERS),
      r.pick(NASTY_STRINGS),
      [],
      [1, 'a', null],
      {},
      { nested: { deeper: [{ deepest: 'x' }] } },
      true,
      JSON.parse('{"__proto__":{"polluted":true}}'),
    ]);

  /** `value` bent a little: a field removed, added, or replaced by something of the wrong kind. */
  function mutate(value: unknown): unknown {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      return r.chance(0.5) ? wrongValue() : value;
    }
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(out);
    const roll = r.int(5);
    if (roll === 0 && keys.length > 0) delete out[r.pick(keys)];
    else if (roll === 1 && keys.length > 0) out[r.pick(keys)] = wrongValue();
    else if (roll === 2) out[r.pick(['extra', 'constructor', 'isAdmin', 'role', 'id'])] = wrongValue();
    else if (roll === 3 && keys.length > 0) out[r.pick(keys)] = r.pick(NASTY_STRINGS);
    else return wrongValue();
    return out;
  }

  /** A JSON body: valid-ish, bent, or not JSON at all. */
  function jsonPayload(schema: Schema): string {
    const roll = r.next();
    if (roll < 0.4) return JSON.stringify(sample(schema));
    if (roll < 0.8) return JSON.stringify(mutate(sample(schema)));
    return r.pick([
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"string"',
      '42',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      `${'['.repeat(2000)}${']'.repeat(2000)}`,
      `{"a":"${'b'.repeat(100_000)}"}`,
      '\u0000',
      '{"email":"a\\u0000@b.co"}',
      '\ufeff{}',
    ]);
  }

  /** A file part: one of the real images, or bytes that only look like one. */
  function fileBytes(): Buffer {
    const image = r.pick(context.images);
    return r.pick([
      image,
      image,
      image.subarray(0, Math.max(1, r.int(image.length))),
      Buffer.concat([image, Buffer.from('<html><script>alert(1)</script></html>')]),
      Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.from('not really a png')]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('GIF89a'),
      Buffer.alloc(0),
      Buffer.from(Array.from({ length: 2000 }, () => r.int(256))),
    ]);
  }

  /** A multipart body for `schema`, well-formed or not, with its content type. */
  function multipartPayload(schema: Schema): { payload: Buffer; contentType: string } {
    const boundary = `----fuzz${hex(r, 12)}`;
    const resolved = resolve(schema);
    const chunks: Buffer[] = [];
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      if (!(resolved.required?.includes(name) || r.chance(0.5)) || r.chance(0.1)) continue;
      const prop = resolve(property);
      const isFile = prop.format === 'binary' || resolve(prop.items ?? {}).format === 'binary';
      const count = prop.type === 'array' ? 1 + r.int(r.chance(0.2) ? 8 : 3) : 1;
      for (let i = 0; i < count; i++) {
        if (isFile) {
          chunks.push(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${r.pick(['a.png', 'b.jpg', 'c.webp', '../x.svg', ''])}"\r\n` +
                `Content-Type: ${r.pick(['image/png', 'image/jpeg', 'image/svg+xml', 'application/octet-stream'])}\r\n\r\n`,
            ),
            fileBytes(),
            Buffer.from('\r\n'),
          );
        } else {
          const value = r.chance(0.75) ? sample(prop) : wrongValue();
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          chunks.push(
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
          );
        }
      }
    }
    if (r.chance(0.1)) {
      const odd = r.pick(['__proto__', 'constructor', 'extra', 'images', 'image', '']);
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${odd}"\r\n\r\nx\r\n`));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    let payload = Buffer.concat(chunks);
    let contentType = `multipart/form-data; boundary=${boundary}`;
    const roll = r.next();
    if (roll < 0.08) payload = payload.subarray(0, r.int(payload.length));
    else if (roll < 0.12) contentType = 'multipart/form-data; boundary=';
    else if (roll < 0.16) contentType = 'multipart/form-data';
    else if (roll < 0.2) contentType = `multipart/form-data; boundary=other${hex(r, 4)}`;
    else if (roll < 0.24) payload = Buffer.from(Array.from({ length: 1000 }, () => r.int(256)));
    else if (roll < 0.28)
      contentType = r.pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']);
    else if (roll < 0.3) payload = Buffer.alloc(0);
    return { payload, contentType };
  }

  function pathValue(parameter: Parameter): string {
    const known: Record<string, number> = {
      id: r.pick([
        context.ids.property,
        context.ids.purchase,
        context.ids.certificate,
        context.ids.sale,
        context.ids.ownership,
      ]),
      image_id: context.ids.image,
    };
    const roll = r.next();
    if (roll < 0.45) return String(known[parameter.name] ?? 1);
    if (roll < 0.55 && parameter.name === 'id')
      return r.pick([context.addresses.property, context.addresses.wallet]);
    if (roll < 0.8) return String(r.pick(NASTY_NUMBERS));
    return encode(r.pick(NASTY_STRINGS).slice(0, 300));
  }

  const LIST_VALUES: Record<string, string[]> = {
    sort: [
      '["id","ASC"]',
      '["name","DESC"]',
      '["created_at","ASC"]',
      '["password","ASC"]',
      '["id"]',
      '[1,2]',
      'id',
    ],
    range: ['[0,9]', '[0,0]', '[5,1]', '[-1,10]', '[0,100000000000000000000]', '[0]', 'x'],
    filter: [
      '{}',
      '{"q":"Villa"}',
      '{"status":"active"}',
      '{"id":[1,2,3]}',
      '{"q":"\\u0000"}',
      '{"nope":1}',
      '[]',
      '{',
    ],
    signature: [context.certificateSignature, `0x${hex(r, 130)}`, '', 'zz'],
  };

  function queryString(op: Operation): string {
    const pairs: string[] = [];
    for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
      if (!parameter.required && r.chance(0.5)) continue;
      const candidates = LIST_VALUES[parameter.name];
      const value = candidates && r.chance(0.8) ? r.pick(candidates) : String(sampleString(parameter.schema));
      pairs.push(`${parameter.name}=${encode(value)}`);
    }
    if (r.chance(0.05))
      pairs.push(`${r.pick(['__proto__', 'x', 'filter'])}=${encode(r.pick(NASTY_STRINGS))}`);
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  }

  function authorization(op: Operation): Record<string, string> {
    const roll = r.next();
    const admin = op.path.startsWith('/custom_admin/');
    if (roll < 0.1) return {};
    if (roll < 0.15) return { authorization: `Bearer ${context.forged}` };
    if (roll < 0.18)
      return { authorization: r.pick(['Bearer', 'Basic abc', 'Bearer a.b.c', `Bearer ${'x'.repeat(5000)}`]) };
    if (roll < 0.2) return { cookie: `accessToken=${context.tokens.investor}` };
    const token = admin
      ? r.pick([context.tokens.manager, context.tokens.admin, context.tokens.admin, context.tokens.investor])
      : r.pick([context.tokens.investor, context.tokens.investor, context.tokens.manager]);
    return { authorization: `Bearer ${token}` };
  }

  /** A JSON-RPC call or batch for /rpc. */
  function rpcPayload(): string {
    const methods = [
      'eth_chainId',
      'eth_blockNumber',
      'eth_call',
      'eth_getLogs',
      'eth_getBalance',
      'eth_getBlockByNumber',
      'eth_getTransactionReceipt',
      'eth_sendRawTransaction',
      'eth_estimateGas',
      'eth_sendUnsignedTransaction',
      'anvil_mine',
      'evm_snapshot',
      'eth_sendTransaction',
      'eth_accounts',
      'debug_traceCall',
      'nope',
    ];
    const params = () =>
      r.pick<unknown>([
        [],
        ['latest', false],
        [{ fromBlock: 'earliest', toBlock: 'latest' }],
        [{ fromBlock: '0x0', toBlock: `0x${r.int(5000).toString(16)}` }],
        [{ to: context.addresses.property, data: `0x${hex(r, 8)}` }, 'latest'],
        [context.addresses.wallet, 'latest'],
        [`0x${hex(r, 200)}`],
        { not: 'an array' },
        null,
        [context.txHash],
      ]);
    const call = (id: number) => {
      const item: Record<string, unknown> = {
        jsonrpc: r.chance(0.9) ? '2.0' : '1.0',
        id,
        method: r.pick(methods),
        params: params(),
      };
      return r.chance(0.1) ? mutate(item) : item;
    };
    const roll = r.next();
    if (roll < 0.6) return JSON.stringify(call(1));
    if (roll < 0.9)
      return JSON.stringify(Array.from({ length: 1 + r.int(r.chance(0.2) ? 30 : 5) }, (_, i) => call(i)));
    return jsonPayload({});
  }

  return {
    operations,
    next(): FuzzRequest {
      const op = r.pick(operations);
      let url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        pathValue(
          op.parameters.find((p) => p.in === 'path' && p.name === name) ?? { in: 'path', name, schema: {} },
        ),
      );
      url += queryString(op);
      const headers: Record<string, string> = op.public && r.chance(0.7) ? {} : authorization(op);
      let method = op.method;
      if (r.chance(0.03)) method = r.pick(['PATCH', 'OPTIONS', 'HEAD', 'DELETE', 'PUT']);
      if (r.chance(0.1)) headers['accept-encoding'] = r.pick(['br', 'gzip', '*', 'identity;q=0', 'x']);
      if (r.chance(0.05)) headers['if-none-match'] = r.pick(['*', '"abc"', 'W/"x", "y"']);
      let payload: string | Buffer | undefined;
      let kind = 'plain';
      if (op.operationId === 'rpcProxy') {
        payload = rpcPayload();
        headers['content-type'] = 'application/json';
        kind = 'rpc';
      } else if (op.body?.type === 'json') {
        payload = jsonPayload(op.body.schema);
        headers['content-type'] = r.chance(0.9)
          ? 'application/json'
          : r.pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x']);
        kind = 'json';
      } else if (op.body?.type === 'multipart') {
        const form = multipartPayload(op.body.schema);
        payload = form.payload;
        headers['content-type'] = form.contentType;
        kind = 'multipart';
      } else if (r.chance(0.1)) {
        payload = r.pick(['', '{}', '{"x":1}', 'not json']);
        headers['content-type'] = 'application/json';
        kind = 'unexpected-body';
      }
      if (method === 'GET' || method === 'HEAD') payload = undefined;
      return { label: `${op.operationId} ${kind}`, method, url, headers, payload };
    },
  };
}

export type FuzzReport = {
  requests: number;
  byStatus: Record<string, number>;
  /** Answers of 500 and above, with what was sent (the first 20). */
  serverErrors: { request: FuzzRequest; answer: FuzzAnswer }[];
  serverErrorCount: number;
};

/** Sends `count` requests of `fuzzer` one after another through `send`. */
export async function runFuzz(
  fuzzer: ReturnType<typeof createFuzzer>,
  count: number,
  send: (request: FuzzRequest) => Promise<FuzzAnswer>,
): Promise<FuzzReport> {
  const report: FuzzReport = { requests: 0, byStatus: {}, serverErrors: [], serverErrorCount: 0 };
  for (let i = 0; i < count; i++) {
    const request = fuzzer.next();
    const answer = await send(request);
    report.requests++;
    report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
    if (answer.status >= 500) {
      report.serverErrorCount++;
      if (report.serverErrors.length < 20) {
        report.serverErrors.push({
          request: { ...request, payload: request.payload?.toString().slice(0, 300) },
          answer: { ...answer, body: answer.body.slice(0, 300) },
        });
      }
    }
  }
  return report;
}

/** Logs anvil account `index` in through `app`. */
export async function loginAs(
  app: FastifyInstance,
  index: number,
): Promise<{ access: string; refresh: string }> {
  const timestamp = Date.now();
  const account = anvilAccount(index);
  const signature = await account.signMessage({ message: loginMessage(timestamp) });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { address: account.address, signature, timestamp },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * Records worth reaching on `app` (a property with a gallery, a purchase with its certificate, a sale, an
 * ownership), made through the real flows, and the tokens and images the fuzzer uses.
 */
export async function prepareFuzzContext(app: FastifyInstance, chain: TestChain): Promise<FuzzContext> {
  const ok = <T>(response: { statusCode: number; body: string; json(): T }, what: string): T => {
    if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const manager = await loginAs(app, MANAGER);
  const admin = await loginAs(app, ADMIN);
  const investor = await loginAs(app, INVESTOR_A);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const images = await Promise.all((['png', 'jpeg', 'webp'] as const).map((format) => image(format)));

  const token = await chain.createProperty(`Fuzz ${Date.now()}`, 1000n, 10n * USDT, 86_400n);
  const form = multipart([
    ...fields({
      name: 'Fuzz villa',
      description: 'For the fuzzer',
      contract_address: token,
      apy_percent: '5',
    }),
    imagePart('image', images[0] as Buffer),
  ]);
  const property = ok<{ id: number }>(
    await app.inject({
      method: 'POST',
      url: '/custom_admin/properties/',
      headers: { ...bearer(manager.access), ...form.headers },
      payload: form.payload,
    }),
    'create property',
  );
  const gallery = multipart([imagePart('images', images[1] as Buffer, 'b.jpg', 'image/jpeg')]);
  const uploaded = ok<{ gallery: { id: number }[] }>(
    await app.inject({
      method: 'POST',
      url: `/custom_admin/properties/${property.id}/upload-gallery/`,
      headers: { ...bearer(manager.access), ...gallery.headers },
      payload: gallery.payload,
    }),
    'upload gallery',
  );

  const bought = await chain.buy(INVESTOR_A, token, 3n * M2);
  const purchase = ok<{ id: number }>(
    await app.inject({
      method: 'POST',
      url: '/api/purchases/create/',
      headers: bearer(investor.access),
      payload: { tx_hash: bought.transactionHash },
    }),
    'record purchase',
  );
  await chain.increaseTime(86_405); // past the one-day lock (the shortest the registry accepts)
  const sold = await chain.sell(INVESTOR_A, token, 1n * M2);
  const sale = ok<{ id: number }>(
    await app.inject({
      method: 'POST',
      url: '/api/purchases/sell/',
      headers: bearer(investor.access),
      payload: { tx_hash: sold.transactionHash },
    }),
    'record sale',
  );
  const [certificate] = ok<{ id: number; signature: string }[]>(
    await app.inject({ url: '/api/certificates/', headers: bearer(investor.access) }),
    'certificates',
  );
  const [ownership] = ok<{ id: number }[]>(
    await app.inject({ url: '/api/purchases/ownerships/', headers: bearer(investor.access) }),
    'ownerships',
  );
  const forged = await new SignJWT({
    typ: 'access',
    wallet: address(INVESTOR_A).toLowerCase(),
    sid: crypto.randomUUID(),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuer('realestate-api')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another secret that is long enough to sign'));
  return {
    tokens: {
      investor: investor.access,
      manager: manager.access,
      admin: admin.access,
      refresh: investor.refresh,
    },
    forged,
    ids: {
      property: property.id,
      purchase: purchase.id,
      certificate: certificate?.id ?? 1,
      image: uploaded.gallery[0]?.id ?? 1,
      sale: sale.id,
      ownership: ownership?.id ?? 1,
    },
    addresses: { property: token, wallet: address(INVESTOR_A) },
    certificateSignature: certificate?.signature ?? '0x',
    txHash: bought.transactionHash,
    images,
  };
}
