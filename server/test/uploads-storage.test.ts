// Uploaded images with several API processes: every process serves what another stored, from one shared
// UPLOADS_DIR or from an S3-compatible bucket (s3rver, a local S3 server from npm), and a removal shows on all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { chainPerFile } from './helpers/chain-hooks.ts';

const chain = chainPerFile();
const BUCKET = 'realestate-uploads-test';

const picture = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

/** Stores on `writer`, reads on `reader`, removes on `writer`, and checks `reader` no longer has it. */
async function expectSharedBetween(writer: TestApp, reader: TestApp) {
  const url = await writer.app.images.store(await picture(), 'image');
  expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  const fromWriter = await writer.app.inject({ method: 'GET', url });
  const fromReader = await reader.app.inject({ method: 'GET', url });
  expect(fromReader.statusCode).toBe(200);
  expect(fromReader.headers['content-type']).toBe('image/webp');
  expect(fromReader.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(fromReader.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(fromReader.headers['x-content-type-options']).toBe('nosniff');
  expect(fromReader.rawPayload.equals(fromWriter.rawPayload)).toBe(true);
  expect((await sharp(fromReader.rawPayload).metadata()).format).toBe('webp');
  // Its resized copy for `srcset` is there too, for every process.
  const copy = url.replace(/\.webp$/, '-480w.webp');
  const copyFromReader = await reader.app.inject({ method: 'GET', url: copy });
  expect(copyFromReader.statusCode).toBe(200);
  expect(copyFromReader.headers['content-type']).toBe('image/webp');

  await writer.app.images.remove(url);
  expect((await reader.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  expect((await reader.app.inject({ method: 'GET', url: copy })).statusCode).toBe(404);
  // A path out of the store is refused (404 from object storage, 403 from the folder's static files).
  const outside = await reader.app.inject({ method: 'GET', url: '/uploads/..%2Fsecret.webp' });
  expect([403, 404]).toContain(outside.statusCode);
}

describe('uploads in one shared folder (UPLOADS_DIR)', () => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'uploads-shared-'));
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(chain(), 'pglite', { uploadsDir });
    second = await createTestApp(chain(), 'pglite', { uploadsDir });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('test_an_image_stored_by_one_process_is_served_by_the_other_and_removed_for_both', async () => {
    expect(first.app.imageStorage.kind).toBe('folder');
    await expectSharedBetween(first, second);
  });
});

describe('uploads in an S3-compatible bucket', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const { port } = await server.run();
    const s3 = loadConfig(
      {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PREFIX: 'images/',
      },
      { jwtSecret: 'x'.repeat(40), certificateSignerKey: `0x${'1'.repeat(64)}` },
    ).s3;
    first = await createTestApp(chain(), 'pglite', { s3 });
    second = await createTestApp(chain(), 'pglite', { s3 });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('test_an_image_stored_in_the_bucket_is_served_by_every_process_and_removed_for_both', async () => {
    expect(first.app.imageStorage.kind).toBe('s3');
    await expectSharedBetween(first, second);
  });
});

describe('S3 configuration', () => {
  const secrets = { jwtSecret: 'x'.repeat(40), certificateSignerKey: `0x${'1'.repeat(64)}` as const };
  it('test_s3_settings_are_checked_at_boot', () => {
    expect(loadConfig({}, secrets).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'my-bucket' }, secrets).s3).toEqual({
      bucket: 'my-bucket',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      prefix: 'uploads/',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ S3_BUCKET: 'my-bucket', S3_ENDPOINT: 'http://minio:9000' }, secrets).s3?.forcePathStyle,
    ).toBe(true);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'id' }, secrets)).toThrow(
      new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.'),
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' }, secrets)).toThrow(
      new ConfigError('S3_BUCKET is required when S3_ENDPOINT or S3 credentials are set.'),
    );
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' }, secrets)).toThrow(ConfigError);
  });
});
