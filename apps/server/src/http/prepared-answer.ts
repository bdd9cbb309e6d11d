import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified, PUBLIC_CACHE_CONTROL } from './cache.js';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES } from './compression.js';
import { ok } from './reply.js';

type Encoding = 'br' | 'gzip';

/**
 * A public answer made once and sent many times: its ETag, its JSON bytes and each compressed
 * form the first time a browser asks for it. Sending one is a lookup and a write: no schema
 * check, serialisation, hashing or compression per request (the response schema is checked
 * when it is prepared).
 */
export interface PreparedAnswer {
  etag: string;
  json: Buffer;
  /** Each compressed form, and whether it is the final (smaller) one. */
  encoded: Partial<Record<Encoding, { bytes: Buffer; final: boolean }>>;
}

/** A response schema a prepared answer is checked against (its `ok` envelope included). */
export interface AnswerSchema {
  parse(v: unknown): unknown;
}

/**
 * `schema` checks the answer as it is prepared; production passes none (catalog.routes.ts):
 * made from typed rows by one presenter, a page that is not kept yet spent a tenth of the
 * server's work in the check. Every test goes through the check, which also requires
 * the answer to come out of the schema unchanged, so production sends exactly what tests check.
 */
export function prepareAnswer<T>(etag: string, value: T, schema: AnswerSchema | undefined): PreparedAnswer {
  const answer = ok(value);
  if (schema) checkPrepared(answer, schema);
  return { etag, json: Buffer.from(JSON.stringify(answer)), encoded: {} };
}

/** Throws when the answer breaks its schema, or when the schema would strip or change any of it. */
export function checkPrepared(answer: unknown, schema: AnswerSchema) {
  const asSent = (v: unknown): unknown => JSON.parse(JSON.stringify(v));
  if (!isDeepStrictEqual(asSent(schema.parse(answer)), asSent(answer)))
    throw new Error('a prepared answer holds fields its response schema strips or changes');
}

/** The encoding to send: brotli, else gzip, when Accept-Encoding takes it (q > 0, or `*`). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qv = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name!, qv ? Number(qv.slice(2)) || 0 : 1);
  }
  for (const e of ['br', 'gzip'] as const) {
    const v = q.get(e) ?? q.get('*');
    if (v !== undefined && v > 0) return e;
  }
  return undefined;
}

/**
 * An answer's first send compresses fast (brotli 1 / gzip 1, a third of the CPU, ~20% more
 * bytes): most deep pages are asked once. An answer sent again is compressed once more at the
 * final level and kept, so a popular answer travels small. The window follows the answer's size
 * (brotli's default 4 MiB window is allocated per call).
 */
function encode(e: Encoding, json: Buffer, final: boolean): Buffer {
  if (e === 'gzip') return gzipSync(json, { level: final ? 6 : 1 });
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: final ? BROTLI_QUALITY : 1,
      [constants.BROTLI_PARAM_LGWIN]: Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.min(22, Math.ceil(Math.log2(json.length)))),
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

function encoded(answer: PreparedAnswer, e: Encoding): Buffer {
  const kept = answer.encoded[e];
  if (kept?.final) return kept.bytes;
  const final = kept !== undefined;
  const bytes = encode(e, answer.json, final);
  answer.encoded[e] = { bytes, final };
  return bytes;
}

/** Sends a prepared public answer: 304 when the browser holds its ETag, else the bytes it accepts. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer, vary: string) {
  const large = answer.json.length >= COMPRESS_THRESHOLD_BYTES;
  if (notModified(request, reply, answer.etag, PUBLIC_CACHE_CONTROL, large ? `${vary}, accept-encoding` : vary))
    return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding =
    large && request.headers['x-no-compression'] === undefined ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(encoded(answer, encoding));
}
