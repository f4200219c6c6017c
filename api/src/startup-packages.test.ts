import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const API_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Packages that only some requests use, each tens of MB once loaded: they are loaded by the first such
 * request (infra/on-first-use.ts, infra/image-libraries.ts, dynamic imports), so a static import that
 * brings one back at start-up costs every instance that memory (docs/adr/0011).
 */
const LOADED_ON_FIRST_USE = [
  '@aws-sdk/client-s3',
  '@mikro-orm/migrations',
  '@mikro-orm/seeder',
  '@zxcvbn-ts/language-common',
  'css-tree',
  'dompurify',
  'file-type',
  'jsdom',
  'multicoin-address-validator',
  'nodemailer',
  'pdfkit',
  'qrcode',
  'sharp',
  'stripe',
];

describe('an api instance at start-up', () => {
  it('holds none of the packages only some requests need', () => {
    const result = spawnSync(process.execPath, ['src/test/startup-packages.ts'], {
      cwd: API_ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'development',
        SQLITE_PATH: ':memory:',
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.stderr).toBe('');
    const packages = JSON.parse(result.stdout) as string[];
    // The list is real: the app's own framework and database driver are in it.
    expect(packages).toEqual(expect.arrayContaining(['fastify', '@mikro-orm/core']));
    expect(packages.filter((name) => LOADED_ON_FIRST_USE.includes(name))).toEqual([]);
  });
});
