import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startS3TestServer } from '../test/s3-test-server';
import { buildStudent, createTestApp, type TestApp } from '../test/helper';
import { createStorage } from './create-storage';
import type { Storage } from './storage';

// The smallest valid PNG: uploads are checked by their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The same behaviour asked of every storage the configuration can choose. */
function storageSuite(name: string, open: () => Promise<{ storage: Storage; close(): Promise<void> }>) {
  describe(`${name} storage`, () => {
    let storage: Storage;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ storage, close } = await open());
    });
    afterAll(async () => {
      await close();
    });
    const key = (folder = 'tests', ext = 'bin') => `${folder}/${randomUUID()}.${ext}`;

    it('stores a buffer and reads it back whole and by byte range', async () => {
      const k = key();
      const data = Buffer.from('0123456789abcdef');
      await storage.put(k, data);
      expect(await storage.exists(k)).toBe(true);
      expect(await storage.size(k)).toBe(16);
      const whole = await storage.open(k);
      expect(whole?.size).toBe(16);
      expect((await buffer(whole!.stream)).toString()).toBe('0123456789abcdef');
      const part = await storage.open(k, { start: 3, end: 6 });
      expect(part?.size).toBe(16);
      expect((await buffer(part!.stream)).toString()).toBe('3456');
    });

    it('streams an upload larger than one multipart part and reports its size', async () => {
      const k = key();
      const data = randomBytes(6 * 1024 * 1024 + 123);
      // Chunks of 64 KiB, as a multipart request body arrives.
      const chunks = function* () {
        for (let i = 0; i < data.length; i += 64 * 1024) yield data.subarray(i, i + 64 * 1024);
      };
      expect(await storage.putStream(k, Readable.from(chunks()))).toBe(data.length);
      expect(await storage.size(k)).toBe(data.length);
      const back = await buffer((await storage.open(k))!.stream);
      expect(back.equals(data)).toBe(true);
      const tail = await storage.open(k, { start: data.length - 10, end: data.length - 1 });
      expect((await buffer(tail!.stream)).equals(data.subarray(data.length - 10))).toBe(true);
    });

    it('answers a ping while it is reachable', async () => {
      await expect(storage.ping()).resolves.toBeUndefined();
    });

    it('a missing file is null, not an error', async () => {
      const k = key();
      expect(await storage.open(k)).toBeNull();
      expect(await storage.size(k)).toBeNull();
      expect(await storage.exists(k)).toBe(false);
      await storage.delete(k);
    });

    it('deletes, and lists the keys of one folder only', async () => {
      const folder = `list-${randomUUID().slice(0, 8)}`;
      const a = key(folder);
      const b = key(folder);
      const other = key(`${folder}-other`);
      await Promise.all([a, b, other].map((k) => storage.put(k, Buffer.from(k))));
      expect((await storage.list(folder)).sort()).toEqual([a, b].sort());
      await storage.delete(a);
      expect(await storage.exists(a)).toBe(false);
      expect(await storage.list(folder)).toEqual([b]);
      expect(await storage.list(`empty-${randomUUID().slice(0, 8)}`)).toEqual([]);
    });

    it('refuses keys the server would never choose', async () => {
      await expect(storage.put('../escape/x.png', Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
      await expect(storage.open('/etc/passwd')).rejects.toThrow('Unsafe storage key');
      expect(() => storage.publicUrl('avatars/../../x')).toThrow('Unsafe storage key');
    });

    it('gives public files an address the API serves', () => {
      expect(storage.publicUrl('avatars/0d6c2a43-9c1b-4a53-8f0c-0b0e0f0a0b0c.png')).toBe(
        '/api/files/avatars/0d6c2a43-9c1b-4a53-8f0c-0b0e0f0a0b0c.png',
      );
    });
  });
}

storageSuite('local disk', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'masar-storage-'));
  return {
    storage: createStorage({ storage: { kind: 'local' }, dataDir: dir }),
    close: () => rm(dir, { recursive: true, force: true }),
  };
});

storageSuite('S3 (s3rver)', async () => {
  const s3 = await startS3TestServer();
  const config = loadConfig({ DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40), ...s3.env });
  expect(config.storage.kind).toBe('s3');
  return { storage: createStorage(config), close: s3.close };
});

describe('the app on S3 storage', () => {
  let s3: Awaited<ReturnType<typeof startS3TestServer>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer('masar-app');
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('an avatar uploaded through the API is stored in the bucket and served back', async () => {
    const student = await buildStudent(t);
    const boundary = 'masar-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.request({
      method: 'POST',
      url: `/api/users/${student.user.id}/avatar`,
      token: student.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const url = upload.json().avatar_url as string;
    expect(url).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}\.png$/);
    // The original and its WebP copies (plugins/image-variants.ts), all in the bucket.
    const key = url.replace('/api/files/', '');
    expect((await t.ctx.storage.list('avatars')).sort()).toEqual(
      [key, ...[320, 640, 1280].map((w) => key.replace('.png', `-${w}.webp`))].sort(),
    );
    const served = await t.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });
});
