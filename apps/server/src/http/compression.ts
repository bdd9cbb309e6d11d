import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: the compressed frame would save less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Low: quality 11 costs ~50x the CPU for a few percent (prepared answers use it too). */
export const BROTLI_QUALITY = 4;

/**
 * API answers above the threshold, brotli or gzip by Accept-Encoding, compressed per request at
 * a low brotli quality (4): quality 11 costs ~50x the CPU for a few percent. The built web
 * files are compressed once at build time and sent as they are (@fastify/static preCompressed):
 * an answer that already has a Content-Encoding is left alone. Registered after the encryption
 * hook, so an encrypted answer is compressed, never the other way round.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}
