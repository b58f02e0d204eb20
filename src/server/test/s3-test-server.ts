import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server (s3rver) with one bucket, and the environment that points the app at it. */
export async function startS3TestServer(bucket = 'masar-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'masar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // s3rver accepts these fixed credentials.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    env,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
