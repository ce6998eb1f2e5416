// Configuration from the environment, validated once at boot. Secrets that are absent in development are
// generated once and kept in DATA_DIR; in production (NODE_ENV=production) they are required.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Static, Type } from 'typebox';
import { Compile } from 'typebox/compile';
import { generatePrivateKey } from 'viem/accounts';

export const LOCAL_CHAIN_ID = 31337;

const EnvSchema = Type.Object({
  NODE_ENV: Type.Optional(Type.String()),
  PORT: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
  HOST: Type.Optional(Type.String({ minLength: 1 })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  RPC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  CHAIN_ID: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$' })),
  DEPLOYMENTS_FILE: Type.Optional(Type.String({ minLength: 1 })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  UPLOADS_DIR: Type.Optional(Type.String({ minLength: 1 })),
  CONFIRMATIONS: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$' })),
  CERTIFICATE_SIGNER_KEY: Type.Optional(Type.String({ pattern: '^0x[0-9a-fA-F]{64}$' })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_PREFIX: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9:_-]{1,64}$' })),
  RPC_PROXY: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  TRUST_PROXY: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Optional(
    Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l))),
  ),
  INDEXER: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  INDEXER_INTERVAL_MS: Type.Optional(Type.String({ pattern: '^[0-9]{2,7}$' })),
  INDEXER_BATCH_BLOCKS: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
  CORS_ORIGINS: Type.Optional(Type.String()),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+' })),
  RATE_LIMIT_LOGIN: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
  RATE_LIMIT_REFRESH: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
  RATE_LIMIT_UPLOADS: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
  RATE_LIMIT_RPC: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
  RATE_LIMIT_STATEMENTS: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
  UPLOAD_QUOTA_PER_DAY: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,6}$' })),
  S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$' })),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_REGION: Type.Optional(Type.String({ minLength: 1 })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_PREFIX: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9!_.*()/-]{0,200}$' })),
  S3_FORCE_PATH_STYLE: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  METRICS_PORT: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
  METRICS_HOST: Type.Optional(Type.String({ minLength: 1 })),
  SHUTDOWN_TIMEOUT_MS: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{2,6}$' })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.Optional(Type.String({ pattern: '^[^\\r\\n]*@[^\\r\\n]+$' })),
  MAIL_DEV_SINK: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});
const checkEnv = Compile(EnvSchema);

/** Every variable the API reads (`.env.example` lists each one; a test keeps the two in step). */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.properties);

export type Config = {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; null = PGlite in `$DATA_DIR/pglite`. */
  databaseUrl: string | null;
  rpcUrl: string;
  chainId: number;
  deploymentsFile: string;
  jwtSecret: string;
  uploadsDir: string;
  /** S3-compatible object storage for the uploaded images instead of `uploadsDir`; null = the folder. */
  s3: S3Config | null;
  /** Blocks a log must be buried under before the indexer records it (reorg safety). */
  confirmations: number;
  certificateSignerKey: `0x${string}`;
  redisUrl: string | null;
  /** Prefix of every Redis key and channel (several deployments may share one Redis). */
  redisPrefix: string;
  rpcProxy: boolean;
  /** Milliseconds the JSON-RPC proxy waits for the node's answer before it answers a JSON-RPC error itself. */
  rpcProxyTimeoutMs: number;
  /**
   * Fastify `trustProxy`: false, a comma-separated list of proxy addresses/CIDRs, or true (development only:
   * refused in production, docs/operations.md#proxy).
   */
  trustProxy: boolean | string;
  logLevel: string;
  indexer: boolean;
  indexerIntervalMs: number;
  indexerBatchBlocks: number;
  corsOrigins: string[];
  /**
   * Requests per minute and client IP (429 beyond); for `rpc`, JSON-RPC calls (each call of a batch); for
   * `statements`, yearly statement PDFs per user.
   */
  rateLimits: { login: number; refresh: number; uploads: number; rpc: number; statements: number };
  /** Images one user may upload in 24 hours (429 beyond). */
  uploadQuotaPerDay: number;
  /** Public origin (e.g. https://app.example.com) printed in certificates; null = relative links. */
  publicUrl: string | null;
  /** Folder of the built web app (served with an SPA fallback); null = API only. */
  staticRoot: string | null;
  /** Port of the separate Prometheus listener (`GET /metrics`, started by server/serve.ts); 0 = none. */
  metricsPort: number;
  /** Address of that listener (loopback by default: never the public side). */
  metricsHost: string;
  /** Graceful shutdown deadline: in-flight requests and the indexer's pass get this long, then the process exits. */
  shutdownTimeoutMs: number;
  /** Email (docs/email.md): SMTP server, sender, and the local sink with its dev mailbox page. */
  mail: MailConfig;
};

export type MailConfig = {
  /** `smtp://` or `smtps://` URL of the SMTP server; null = mails stay queued (unless the dev sink is on). */
  smtpUrl: string | null;
  from: string;
  /** A local SMTP sink in this process, its mails on `/dev/mailbox` (development and tests only). */
  devSink: boolean;
  /** The first retry of a failed mail waits this long, each next one twice as long. */
  retryBaseMs: number;
  /** Milliseconds between two passes of the mail worker. */
  intervalMs: number;
};

export type S3Config = {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, …); null = AWS S3 of `region`. */
  endpoint: string | null;
  region: string;
  /** Both or neither; neither = the SDK's own credential chain (instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Key prefix of the images in the bucket. */
  prefix: string;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads a secret kept in DATA_DIR, creating it on first use (development only). */
function devSecret(dataDir: string, file: string, create: () => string): string {
  const full = path.join(dataDir, file);
  if (existsSync(full)) return readFileSync(full, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = create();
  writeFileSync(full, `${value}\n`, { mode: 0o600, flag: 'wx' });
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  if (!checkEnv.Check(picked)) {
    const problems = [...checkEnv.Errors(picked)].map(
      (e) => `${e.instancePath.slice(1) || 'env'}: ${e.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = picked as Static<typeof EnvSchema>;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR ?? '.data');
  const chainId = overrides.chainId ?? Number(e.CHAIN_ID ?? LOCAL_CHAIN_ID);
  const local = chainId === LOCAL_CHAIN_ID;

  let jwtSecret = overrides.jwtSecret ?? e.JWT_SECRET;
  let signerKey = overrides.certificateSignerKey ?? (e.CERTIFICATE_SIGNER_KEY as `0x${string}` | undefined);
  if (production && !jwtSecret)
    throw new ConfigError('JWT_SECRET is required in production (32+ characters).');
  if (production && e.MAIL_DEV_SINK === '1') throw new ConfigError('MAIL_DEV_SINK is for development only.');
  if (production && !signerKey) {
    throw new ConfigError('CERTIFICATE_SIGNER_KEY is required in production (0x + 64 hex digits).');
  }
  jwtSecret ??= devSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
  signerKey ??= devSecret(dataDir, 'certificate-signer-key', () => generatePrivateKey()) as `0x${string}`;

  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID))
    throw new ConfigError('S3_BUCKET is required when S3_ENDPOINT or S3 credentials are set.');
  const s3: S3Config | null = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT ?? null,
        region: e.S3_REGION ?? 'us-east-1',
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : null,
        prefix: e.S3_PREFIX ?? 'uploads/',
        forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' : Boolean(e.S3_ENDPOINT),
      }
    : null;

  const trustProxy = e.TRUST_PROXY;
  // Fastify trusts no hop count (it cannot check the peer), and would take "1" for an address: refuse both.
  if (trustProxy && /^[0-9]+$/.test(trustProxy)) {
    throw new ConfigError(
      'TRUST_PROXY: use true, or the addresses of your proxies (e.g. 127.0.0.1,10.0.0.0/8); hop counts are not supported.',
    );
  }
  // `true` takes the client's address from the leftmost X-Forwarded-For entry, which any client writes itself: one
  // request per invented address, and the per-IP limits (login, refresh, RPC) count nothing (docs/operations.md#proxy).
  if (production && trustProxy === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true is refused in production: any client could pick its own address with X-Forwarded-For and ' +
        'pass the per-IP rate limits. Set the addresses of your proxies instead (e.g. TRUST_PROXY=127.0.0.1).',
    );
  }
  return {
    production,
    port: Number(e.PORT ?? 3000),
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    rpcUrl: e.RPC_URL ?? 'http://127.0.0.1:8545',
    chainId,
    deploymentsFile: path.resolve(e.DEPLOYMENTS_FILE ?? path.join('deployments', `${chainId}.json`)),
    jwtSecret,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3,
    confirmations: Number(e.CONFIRMATIONS ?? (local ? 0 : 5)),
    certificateSignerKey: signerKey,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX ?? 'realestate:',
    rpcProxy: e.RPC_PROXY ? e.RPC_PROXY === '1' : local,
    rpcProxyTimeoutMs: 5_000,
    trustProxy:
      trustProxy === undefined || trustProxy === 'false' ? false : trustProxy === 'true' || trustProxy,
    logLevel: e.LOG_LEVEL ?? 'info',
    indexer: e.INDEXER !== '0',
    indexerIntervalMs: Number(e.INDEXER_INTERVAL_MS ?? (local ? 1000 : 3000)),
    indexerBatchBlocks: Number(e.INDEXER_BATCH_BLOCKS ?? 2000),
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    rateLimits: {
      login: Number(e.RATE_LIMIT_LOGIN ?? 20),
      refresh: Number(e.RATE_LIMIT_REFRESH ?? 60),
      uploads: Number(e.RATE_LIMIT_UPLOADS ?? 30),
      rpc: Number(e.RATE_LIMIT_RPC ?? 1200),
      statements: Number(e.RATE_LIMIT_STATEMENTS ?? 10),
    },
    uploadQuotaPerDay: Number(e.UPLOAD_QUOTA_PER_DAY ?? 200),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    staticRoot: null,
    metricsPort: Number(e.METRICS_PORT ?? 9464),
    metricsHost: e.METRICS_HOST ?? '127.0.0.1',
    shutdownTimeoutMs: Number(e.SHUTDOWN_TIMEOUT_MS ?? 10_000),
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? 'RealEstate BSC <no-reply@realestate.localhost>',
      devSink: e.MAIL_DEV_SINK === '1',
      retryBaseMs: 30_000,
      intervalMs: 2000,
    },
    ...overrides,
  };
}
