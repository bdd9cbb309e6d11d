import { PROOF_RULES, sniffProofImage, type ProofMime } from '@playhouse/contract';

/**
 * The browser's check of "not received" proof images, the same rules the server applies:
 * 1 to 3 files, png or jpg by their first bytes (not by the name), at most 5 MB each.
 */
export type ProofProblem = 'count' | 'type' | 'size';
export interface ProofUpload {
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

export async function checkProofs(files: File[]): Promise<ProofProblem | null> {
  if (files.length < 1 || files.length > PROOF_RULES.maxFiles) return 'count';
  for (const f of files) {
    if (f.size === 0 || f.size > PROOF_RULES.maxBytes) return 'size';
    if (!(await sniff(f))) return 'type';
  }
  return null;
}

/** The checked files as the receipt call sends them. */
export async function toUploads(files: File[]): Promise<ProofUpload[]> {
  return Promise.all(files.map(async (f) => ({ mime: (await sniff(f))!, dataBase64: await base64Of(f) })));
}
