import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage } from '../plugins/create-storage';
import { createLocalStorage, type Storage } from '../plugins/storage';
import { startS3TestServer } from '../test/s3-test-server';
import { migrateStorage } from './storage-migrate';

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let bucket: Storage;
let root: string;

const files = {
  'avatars/0b8f5c1e-1111-4b7a-9c55-000000000001.png': 'avatar bytes',
  'courses/0b8f5c1e-2222-4b7a-9c55-000000000002.pdf': 'a course file',
  'recordings/0b8f5c1e-3333-4b7a-9c55-000000000003.mp4': 'x'.repeat(6 * 1024 * 1024 + 17),
};

beforeAll(async () => {
  s3 = await startS3TestServer('masar-migrate');
  bucket = createStorage(loadConfig({ DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40), ...s3.env }));
  root = await mkdtemp(path.join(os.tmpdir(), 'masar-uploads-'));
  for (const [key, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, key)), { recursive: true });
    await writeFile(path.join(root, key), content);
  }
  // A half-written upload is not a file yet.
  await writeFile(path.join(root, 'avatars', 'x.png.1234.part'), 'partial');
});
afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

describe('npm run storage:migrate', () => {
  it('copies every local file to the bucket under the same key, streamed', async () => {
    const result = await migrateStorage({ root, from: createLocalStorage(root), to: bucket });
    expect(result).toEqual({ copied: 3, skipped: 0, failed: [] });
    for (const [key, content] of Object.entries(files)) {
      const file = await bucket.open(key);
      expect(file?.size).toBe(content.length);
      expect((await buffer(file!.stream)).toString()).toBe(content);
    }
    expect(await bucket.list('avatars')).toEqual(['avatars/0b8f5c1e-1111-4b7a-9c55-000000000001.png']);
  });

  it('can be run again: what is there is skipped, what changed or is new is copied', async () => {
    const key = 'avatars/0b8f5c1e-1111-4b7a-9c55-000000000004.png';
    await writeFile(path.join(root, key), 'a new avatar');
    const result = await migrateStorage({ root, from: createLocalStorage(root), to: bucket });
    expect(result).toEqual({ copied: 1, skipped: 3, failed: [] });
    expect(await bucket.size(key)).toBe('a new avatar'.length);
  });

  it('reports a failure per file and copies the rest', async () => {
    const failing: Storage = { ...bucket, putStream: () => Promise.reject(new Error('bucket unreachable')) };
    await writeFile(path.join(root, 'avatars', '0b8f5c1e-5555-4b7a-9c55-000000000005.png'), 'one more');
    const result = await migrateStorage({ root, from: createLocalStorage(root), to: failing });
    expect(result.failed).toEqual([
      { key: 'avatars/0b8f5c1e-5555-4b7a-9c55-000000000005.png', error: 'bucket unreachable' },
    ]);
    expect(result.skipped).toBe(4);
  });
});
