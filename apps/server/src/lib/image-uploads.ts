import { sniffProofImage, type ProofMime } from '@playhouse/contract';

/**
 * Uploaded images sent as base64 in JSON (withdrawal proofs, activity applications): decoded and
 * checked by their content, never by a name or the declared type alone. Each must be png or jpg
 * by its first bytes, the declared type (when given) must agree, and its decoded size must be
 * 1 byte to `maxBytes`. The callers turn a problem into their own stable error code.
 */
export interface ImageUpload {
  mime: string;
  dataBase64: string;
}
export interface CheckedImage {
  mime: ProofMime;
  data: Buffer;
}
export type ImageProblem = 'count' | 'encoding' | 'size' | 'type';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const declared = (mime: string) => {
  const m = mime.trim().toLowerCase();
  return m === 'image/jpg' ? 'image/jpeg' : m;
};

export function checkImageUploads(
  uploads: readonly ImageUpload[],
  rules: { maxFiles: number; maxBytes: number },
): { images: CheckedImage[] } | { problem: ImageProblem } {
  if (uploads.length > rules.maxFiles) return { problem: 'count' };
  const images: CheckedImage[] = [];
  for (const u of uploads) {
    const text = u.dataBase64.replace(/^data:[^,]*,/, '');
    if (text.length % 4 !== 0 || !BASE64.test(text)) return { problem: 'encoding' };
    const data = Buffer.from(text, 'base64');
    if (data.length === 0 || data.length > rules.maxBytes) return { problem: 'size' };
    const mime = sniffProofImage(data);
    if (!mime || declared(u.mime) !== mime) return { problem: 'type' };
    images.push({ mime, data });
  }
  return { images };
}
