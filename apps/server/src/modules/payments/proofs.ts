import { PROOF_RULES, sniffProofImage } from '@playhouse/contract';
import { AppError } from '../../core/errors.js';
import type { NewProof } from './withdrawals.repository.js';

/**
 * "Not received" proof images: 1 to 3, png or jpg recognised by their first bytes (the
 * declared type must agree), each at most 5 MB decoded. Anything else: proof_invalid.
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const declared = (mime: string) => {
  const m = mime.trim().toLowerCase();
  return m === 'image/jpg' ? 'image/jpeg' : m;
};

export function decodeProofs(proofs: { mime: string; dataBase64: string }[] | undefined): NewProof[] {
  if (!proofs?.length) throw new AppError('proof_required');
  if (proofs.length > PROOF_RULES.maxFiles) throw new AppError('proof_invalid');
  return proofs.map((p) => {
    const text = p.dataBase64.replace(/^data:[^,]*,/, '');
    if (text.length % 4 !== 0 || !BASE64.test(text)) throw new AppError('proof_invalid');
    const data = Buffer.from(text, 'base64');
    if (data.length === 0 || data.length > PROOF_RULES.maxBytes) throw new AppError('proof_invalid');
    const mime = sniffProofImage(data);
    if (!mime || declared(p.mime) !== mime) throw new AppError('proof_invalid');
    return { mime, data };
  });
}
