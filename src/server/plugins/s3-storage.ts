import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, type Readable } from 'node:stream';
import { assertStorageKey, publicFileUrl, type Storage } from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Scaleway, …). Uploads stream through multipart uploads and are
 * never held whole in memory; public files are still served by the API's `/api/files/` routes, which read them
 * from here, so the bucket can stay private.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const Bucket = options.bucket;
  const size = async (key: string): Promise<number | null> => {
    assertStorageKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, data) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.length }));
    },
    async putStream(key, data) {
      assertStorageKey(key);
      let bytes = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      data.on('error', (error) => counted.destroy(error));
      data.pipe(counted);
      // Parts of 5 MiB (the S3 minimum), uploaded one at a time: memory stays bounded whatever the file size.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted },
        queueSize: 1,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      });
      await upload.done();
      return bytes;
    },
    async open(key, range) {
      assertStorageKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const total = object.ContentRange
          ? Number(object.ContentRange.split('/')[1])
          : (object.ContentLength ?? 0);
        return { stream: object.Body as Readable, size: total };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    size,
    async exists(key) {
      return (await size(key)) !== null;
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(folder) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    publicUrl: publicFileUrl,
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
