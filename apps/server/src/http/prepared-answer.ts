import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
  encoded: Partial<Record<Encoding, Buffer>>;
}

export function prepareAnswer<T>(etag: string, value: T, schema: { parse(v: unknown): unknown }): PreparedAnswer {
  return { etag, json: Buffer.from(JSON.stringify(schema.parse(ok(value)))), encoded: {} };
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

const encode = (e: Encoding, json: Buffer) =>
  e === 'br' ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : gzipSync(json);

/** Sends a prepared public answer: 304 when the browser holds its ETag, else the bytes it accepts. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer, vary: string) {
  const large = answer.json.length >= COMPRESS_THRESHOLD_BYTES;
  if (notModified(request, reply, answer.etag, PUBLIC_CACHE_CONTROL, large ? `${vary}, accept-encoding` : vary))
    return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding =
    large && request.headers['x-no-compression'] === undefined ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.json);
  const bytes = (answer.encoded[encoding] ??= encode(encoding, answer.json));
  return reply.header('content-encoding', encoding).send(bytes);
}
