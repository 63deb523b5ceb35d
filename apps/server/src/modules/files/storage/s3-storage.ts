import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertStorageKey,
  assertStoragePrefix,
  type FileStorage,
  type PresignOptions,
  type StoredObject,
} from './file-storage';

/** How the S3 adapter reaches its bucket. */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL; undefined: AWS. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Undefined: the SDK's own credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Streams are sent in parts of this size (S3's least is 5 MiB), two at a time: memory stays ~16 MiB per upload. */
const PART_SIZE = 8 * 1024 * 1024;

/** Whether an SDK error is S3 saying the key holds nothing. */
const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket, one object per key. A put is one PutObject for a buffer and
 * a multipart upload for a stream; S3 makes an object visible only once it is complete, so a
 * reader never sees part of one, and of concurrent puts the last to finish wins.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where the API requires them: many S3-compatible services refuse the
      // aws-chunked trailers the SDK otherwise adds to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable | Buffer): Promise<StoredObject> {
    const Key = assertStorageKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body }));
      return { size: body.length };
    }
    let size = 0;
    const counted = body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
    );
    body.once('error', (error) => counted.destroy(error));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key, Body: counted },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
    return { size };
  }

  async get(key: string, range?: { start: number; end: number }): Promise<Readable | undefined> {
    const Key = assertStorageKey(key);
    const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key, Range }));
      return answer.Body instanceof Readable ? answer.Body : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    const Key = assertStorageKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async delete(key: string): Promise<void> {
    const Key = assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
  }

  async list(prefix: string): Promise<string[]> {
    const Prefix = assertStoragePrefix(prefix) ? `${prefix}/` : '';
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix }))
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    return keys.sort();
  }

  async presignGet(key: string, options: PresignOptions): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: assertStorageKey(key),
      ResponseContentDisposition: options.disposition,
      ResponseContentType: options.contentType,
    });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresIn });
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }
}
