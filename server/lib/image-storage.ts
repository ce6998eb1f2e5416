// Where the uploaded images live: a folder every API process shares (UPLOADS_DIR), or an S3-compatible bucket
// (S3_BUCKET, with S3_ENDPOINT for MinIO, Ceph and the like). Names are new random ones, written once and never
// changed, so processes need no coordination (docs/operations.md#uploads).
import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';

export type ImageStorage = {
  readonly kind: 'folder' | 's3';
  /** Writes a new image; fails when the name exists (folder) — names are random UUIDs. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The image, or null when there is none by that name. */
  get(name: string): Promise<Buffer | null>;
  /** Removes an image; a missing one is fine. */
  remove(name: string): Promise<void>;
  close(): void;
};

export function folderStorage(dir: string): ImageStorage {
  mkdirSync(dir, { recursive: true });
  return {
    kind: 'folder',
    put: (name, bytes) => writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o644 }),
    async get(name) {
      try {
        return await readFile(path.join(dir, name));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: (name) => rm(path.join(dir, name), { force: true }),
    close() {},
  };
}

export function s3Storage(config: S3Config): ImageStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
  });
  const key = (name: string) => `${config.prefix}${name}`;
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
    close: () => client.destroy(),
  };
}
