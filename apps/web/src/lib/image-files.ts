import { sniffProofImage, type ProofMime } from '@playhouse/contract';

/**
 * The browser's check of image uploads (withdrawal proofs, activity applications), the same
 * rules the server applies: a number of files, png or jpg by their first bytes (not by the
 * name), at most maxBytes each; and the files as the JSON calls send them (base64).
 */
export type ImageProblem = 'count' | 'type' | 'size';
export interface ImageUpload {
  mime: string;
  dataBase64: string;
}

async function sniff(file: File): Promise<ProofMime | null> {
  return sniffProofImage(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export async function checkImageFiles(
  files: File[],
  rules: { minFiles: number; maxFiles: number; maxBytes: number },
): Promise<ImageProblem | null> {
  if (files.length < rules.minFiles || files.length > rules.maxFiles) return 'count';
  for (const f of files) {
    if (f.size === 0 || f.size > rules.maxBytes) return 'size';
    if (!(await sniff(f))) return 'type';
  }
  return null;
}

/** Checked files as the calls send them. */
export async function toImageUploads(files: File[]): Promise<ImageUpload[]> {
  return Promise.all(files.map(async (f) => ({ mime: (await sniff(f))!, dataBase64: await base64Of(f) })));
}
