// server/lib/image-storage.ts: both stores keep an image by name, give null for a missing one, write a name once
// (folder), remove without minding a missing image, and keep the bucket's images under the configured prefix.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../config.ts';
import { folderStorage, type ImageStorage, s3Storage } from './image-storage.ts';

const BYTES = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);

describe('images in a folder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'image-storage-'));
  const dir = path.join(root, 'nested', 'uploads');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('test_folderStorage_creates_its_folder_and_keeps_images_by_name', async () => {
    const storage = folderStorage(dir);
    expect(storage.kind).toBe('folder');
    expect(statSync(dir).isDirectory()).toBe(true);
    await storage.put('a.webp', BYTES, 'image/webp');
    expect(readFileSync(path.join(dir, 'a.webp'))).toEqual(BYTES);
    // Readable by the web server's user too (0644, less what the umask takes).
    expect(statSync(path.join(dir, 'a.webp')).mode & 0o777).toBe(0o644 & ~process.umask());
    expect(await storage.get('a.webp')).toEqual(BYTES);
    expect(await storage.get('missing.webp')).toBeNull();
  });

  it('test_folderStorage_writes_a_name_once_and_removes_without_minding_a_missing_image', async () => {
    const storage = folderStorage(dir);
    await storage.put('once.webp', BYTES, 'image/webp');
    await expect(storage.put('once.webp', Buffer.from('other'), 'image/webp')).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect(await storage.get('once.webp')).toEqual(BYTES);
    await storage.remove('once.webp');
    expect(existsSync(path.join(dir, 'once.webp'))).toBe(false);
    await expect(storage.remove('once.webp')).resolves.toBeUndefined();
  });

  it('test_folderStorage_get_passes_on_errors_other_than_a_missing_file', async () => {
    const storage = folderStorage(dir);
    // A folder by that name: EISDIR, not "no image".
    await expect(storage.get('.')).rejects.toMatchObject({ code: 'EISDIR' });
  });
});

describe('images in an S3-compatible bucket', () => {
  const BUCKET = 'image-storage-unit';
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-unit-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  let config: S3Config;
  let storage: ImageStorage;
  let client: S3Client;

  beforeAll(async () => {
    const { port } = await server.run();
    config = {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      prefix: 'images/',
      forcePathStyle: true,
    };
    storage = s3Storage(config);
    client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      credentials: config.credentials ?? undefined,
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    storage?.close();
    client?.destroy();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('test_s3Storage_keeps_images_under_the_prefix_with_their_content_type', async () => {
    expect(storage.kind).toBe('s3');
    await storage.put('b.webp', BYTES, 'image/webp');
    expect(await storage.get('b.webp')).toEqual(BYTES);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['images/b.webp']);
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'images/b.webp' }));
    expect(object.ContentType).toBe('image/webp');
  });

  it('test_s3Storage_gives_null_for_a_missing_image_and_removes_without_minding_one', async () => {
    expect(await storage.get('missing.webp')).toBeNull();
    await storage.put('c.webp', BYTES, 'image/webp');
    await storage.remove('c.webp');
    expect(await storage.get('c.webp')).toBeNull();
    await expect(storage.remove('c.webp')).resolves.toBeUndefined();
  });
});
