import { PROOF_RULES } from '@playhouse/contract';
import { AppError } from '../../core/errors.js';
import { checkImageUploads } from '../../lib/image-uploads.js';
import type { NewProof } from './withdrawals.repository.js';

/**
 * "Not received" proof images: 1 to 3, png or jpg recognised by their first bytes (the
 * declared type must agree), each at most 5 MB decoded (lib/image-uploads). Anything else: proof_invalid.
 */
export function decodeProofs(proofs: { mime: string; dataBase64: string }[] | undefined): NewProof[] {
  if (!proofs?.length) throw new AppError('proof_required');
  const checked = checkImageUploads(proofs, PROOF_RULES);
  if ('problem' in checked) throw new AppError('proof_invalid');
  return checked.images;
}
