import type { FastifyInstance } from 'fastify';
import { decryptBody, encryptedEnvelope, HEADERS } from '@playhouse/contract';
import type { EnvelopeKey } from '../lib/server-keys.js';
import { AppError } from '../core/errors.js';
import { refuseBadInput } from './nul-guard.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A credential call: accepts the encrypted envelope, and requires it when the merchant says so. */
    credentials?: boolean;
  }
}

/**
 * Opens the encrypted envelope (see contract/encryption.ts) before validation, so that
 * handlers and schemas see the plain body whichever way it came.
 */
export function installEncryption(app: FastifyInstance, key: EnvelopeKey) {
  app.addHook('preValidation', async (request) => {
    const isCredential = request.routeOptions.config?.credentials === true;
    const header = request.headers[HEADERS.encryption];
    if (!isCredential) return;
    if (!header) {
      if (request.merchant?.settings.requireEncryption) throw new AppError('encryption_required');
      return;
    }
    const envelope = encryptedEnvelope.safeParse(request.body);
    if (!envelope.success || envelope.data.keyId !== key.keyId) throw new AppError('encryption_invalid');
    try {
      request.body = await decryptBody(envelope.data, key.privateKey);
    } catch {
      throw new AppError('encryption_invalid');
    }
    // The guard saw the envelope, not what it held.
    refuseBadInput(request.body);
  });
}
