import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go as they are: compressing them costs more CPU than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for every answer worth it (the plans with their rules, lists, the OpenAPI document),
 * as the browser accepts. Brotli at quality 4: close to gzip's CPU cost for markedly smaller JSON.
 * Event streams are written to the socket directly (hijacked) and never pass through here, so nothing
 * buffers them.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression', fastify: '5.x' },
);
