import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import S3rver from 's3rver';
import {
  createLocalDocumentStorage,
  createS3DocumentStorage,
  newDocumentKey,
  type TDocumentStorage,
} from './document-storage.ts';

const VERIFICATION_ID = '5b0a3c3e-1f7e-4a53-9d0c-7c1c2c9b5a11';
const BUCKET = 'propdesk-documents';

/** The same behaviour whatever keeps the bytes. */
function behavesAsDocumentStorage(storage: () => TDocumentStorage): void {
  it('gives back what was put, answers null for a missing key, and deletes (twice is fine)', async () => {
    const key = newDocumentKey(VERIFICATION_ID);
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 255]);
    await storage().put(key, bytes, 'application/pdf');
    expect(await storage().get(key)).toEqual(bytes);
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    await storage().delete(key);
    expect(await storage().get(newDocumentKey(VERIFICATION_ID))).toBeNull();
  });

  it('refuses a key the api did not make (no climbing out of the folder or the prefix)', async () => {
    await expect(storage().put('kyc/../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Invalid document storage key',
    );
    await expect(storage().get('/absolute')).rejects.toThrow('Invalid document storage key');
  });
}

describe('local document storage', () => {
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'propdesk-storage-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });
  behavesAsDocumentStorage(() => createLocalDocumentStorage(directory));
});

// s3rver speaks the S3 REST API in this process, so the real SDK client is what is tested.
describe('S3 document storage', () => {
  let directory = '';
  let server: S3rver | undefined;
  let s3: ReturnType<typeof createS3DocumentStorage> | undefined;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'propdesk-s3rver-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    s3 = createS3DocumentStorage({
      kind: 's3',
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });
  afterAll(async () => {
    s3?.close();
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });
  behavesAsDocumentStorage(() => {
    if (s3 === undefined) throw new Error('the fake S3 server is not running');
    return s3.storage;
  });
});
