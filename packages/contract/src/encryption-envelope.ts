import { z } from 'zod';

/** The encrypted body's schema (encryption.ts), apart so the browser's first page, which only encrypts, loads no zod. */
export const encryptedEnvelope = z.object({
  keyId: z.string().max(64),
  key: z.string().max(2048),
  iv: z.string().max(32),
  data: z.string().max(64 * 1024),
});
export type EncryptedEnvelope = z.infer<typeof encryptedEnvelope>;
