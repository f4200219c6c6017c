import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TDocumentStorageConfig } from '../config/app-config.ts';

/**
 * Where uploaded files' bytes are kept, by key: traders' identity documents (kyc) and firms' logos
 * (branding). The database holds only the key; nothing here is ever served directly: an identity document
 * reaches a browser only through the api's signed, expiring link.
 */
export type TDocumentStorage = {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing key is not an error (a retried clean-up). */
  delete(key: string): Promise<void>;
};

/**
 * Do not loosen: keys are made by the api (`kyc/<uuid>/<uuid>`) and never come from a request; the
 * pattern still refuses anything else, so no key can climb out of the local folder (`..`) or address
 * another prefix of the bucket.
 */
const KEY_PATTERN = /^[a-z]+(\/[0-9a-f-]{36}){1,2}$/;

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid document storage key: ${key}`);
  return key;
}

/** A fresh key for one document of one verification. */
export function newDocumentKey(verificationId: string): string {
  return checkedKey(`kyc/${verificationId}/${randomUUID()}`);
}

/** Read structurally: errors from node:fs are not always instances of this realm's Error. */
function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/** Files in a local folder, readable by the api's user only. */
export function createLocalDocumentStorage(directory: string): TDocumentStorage {
  const fileOf = (key: string) => path.join(directory, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, R2...), private: no ACL grants anyone a read. The AWS SDK
 * (over 30 MB once loaded) is imported only when a bucket is configured, so the local folder's instances
 * never hold it.
 */
export function createS3DocumentStorage(config: Extract<TDocumentStorageConfig, { kind: 's3' }>): {
  storage: TDocumentStorage;
  close(): void;
} {
  const sdk = import('@aws-sdk/client-s3');
  const client = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        region: config.region,
        forcePathStyle: config.forcePathStyle,
        ...(config.endpoint === null ? {} : { endpoint: config.endpoint }),
        ...(config.accessKeyId === null || config.secretAccessKey === null
          ? {}
          : { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }),
      }),
  );
  const storage: TDocumentStorage = {
    async put(key, bytes, contentType) {
      const { PutObjectCommand } = await sdk;
      await (
        await client
      ).send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const { GetObjectCommand, NoSuchKey } = await sdk;
      try {
        const object = await (
          await client
        ).send(new GetObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
        if (object.Body === undefined) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      const { DeleteObjectCommand } = await sdk;
      await (await client).send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
    },
  };
  return { storage, close: () => void client.then((opened) => opened.destroy()) };
}

/** The configured storage and how to release it when the app closes. */
export function createDocumentStorage(config: TDocumentStorageConfig): {
  storage: TDocumentStorage;
  close(): void;
} {
  if (config.kind === 's3') return createS3DocumentStorage(config);
  return { storage: createLocalDocumentStorage(config.directory), close: () => undefined };
}
