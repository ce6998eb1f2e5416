// Multipart bodies for app.inject (the same bytes a browser's FormData sends).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer };

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real image of `format`. */
export function image(format: 'png' | 'jpeg' | 'webp', width = 32, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

export const imagePart = (name: string, data: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({
  name,
  filename,
  type,
  data,
});

export const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));
