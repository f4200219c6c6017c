import sharp from 'sharp';
import { createTestAccount, signInAs, TEST_PASSWORD } from '../../api/src/test/auth-fixtures.ts';
import { buildTestApp } from '../../api/src/test/build-test-app.ts';
import { createTestDatabase } from '../../api/src/test/databases.ts';
import { jpegDeclaring } from '../../api/src/test/declared-size-images.ts';
import { benchOptions } from './bench-options.ts';

/**
 * `npm run bench:uploads [-- --postgresql] [-- --traders=N] [-- --sign-ins=N]`: whether image uploads can
 * hold other people's sign-ins. Over real HTTP: N traders each send their three identity documents at
 * once (large real photos, and files declaring a 16,368-pixel square), while another person signs in
 * again and again. Printed: sign-in latency alone and during the uploads (p50, p99, slowest), how long
 * the uploads took and how they were answered. Password hashing and image decoding share libuv's thread
 * pool; a sign-in that waits on decoding shows here as a slowest sign-in of seconds.
 */
const options = benchOptions();
const TRADERS = options.count('traders', 8);
const SIGN_INS = options.count('sign-ins', 20);
const KINDS = ['id_front', 'id_back', 'proof_of_residence'] as const;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function summary(label: string, latencies: readonly number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return `${label.padEnd(28)} p50 ${ms(percentile(sorted, 0.5))}  p99 ${ms(percentile(sorted, 0.99))}  slowest ${ms(sorted.at(-1) ?? Number.NaN)}  (${sorted.length})`;
}

/** A phone-sized photo that compresses badly (noise), so it decodes and encodes at full cost. */
async function largePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const database = await createTestDatabase(options.driver, 'bench_upload_pressure');
const app = await buildTestApp({ orm: database.orm });
try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const em = database.orm.em.fork();
  const signer = 'bench.signer@example.com';
  await createTestAccount(em, { email: signer });
  const traders: string[] = [];
  for (let index = 0; index < TRADERS; index += 1) {
    const email = `bench.uploader.${index}@example.com`;
    await createTestAccount(em, { email });
    traders.push((await signInAs(app, { email })).accessToken);
  }
  const photo = await largePhoto();
  const bomb = await jpegDeclaring(16_368, 16_368);

  const signIn = async (): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: signer, password: TEST_PASSWORD, portal: 'client' }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
    return performance.now() - started;
  };

  const alone: number[] = [];
  for (let index = 0; index < SIGN_INS; index += 1) alone.push(await signIn());

  const answers = new Map<number, number>();
  const uploadsStarted = performance.now();
  let uploadsEnded = Number.NaN;
  const uploads = Promise.all(
    traders.flatMap((token, trader) =>
      KINDS.map(async (kind, index) => {
        const response = await fetch(`${base}/api/me/kyc/documents/${kind}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
          // Every other trader sends a declared-size file first, as the attack did.
          body: new Uint8Array(trader % 2 === 0 && index === 0 ? bomb : photo),
        });
        await response.arrayBuffer();
        answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
      }),
    ),
  ).then(() => {
    uploadsEnded = performance.now();
  });
  const during: number[] = [];
  while (Number.isNaN(uploadsEnded) || during.length < SIGN_INS) {
    during.push(await signIn());
    if (during.length >= SIGN_INS * 20) break;
  }
  await uploads;

  console.log(
    `${TRADERS} traders × ${KINDS.length} documents (${(photo.length / 1e6).toFixed(1)} MB photos)`,
  );
  console.log(summary('sign-in, alone', alone));
  console.log(summary('sign-in, during uploads', during));
  console.log(
    `uploads took ${((uploadsEnded - uploadsStarted) / 1000).toFixed(1)} s; answers: ${[...answers].map(([status, count]) => `${count}× ${status}`).join(', ')}`,
  );
} finally {
  await app.close();
  await database.dispose();
}
