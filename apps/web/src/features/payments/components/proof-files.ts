import { PROOF_RULES } from '@playhouse/contract';
import { checkImageFiles, toImageUploads, type ImageProblem, type ImageUpload } from '../../../lib/image-files';

/**
 * The browser's check of "not received" proof images, the same rules the server applies:
 * 1 to 3 files, png or jpg by their first bytes (not by the name), at most 5 MB each (lib/image-files).
 */
export type ProofProblem = ImageProblem;
export type ProofUpload = ImageUpload;

export const checkProofs = (files: File[]): Promise<ProofProblem | null> =>
  checkImageFiles(files, { minFiles: 1, ...PROOF_RULES });

/** The checked files as the receipt call sends them. */
export const toUploads = (files: File[]): Promise<ProofUpload[]> => toImageUploads(files);
