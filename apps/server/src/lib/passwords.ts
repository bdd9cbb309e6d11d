import argon2 from 'argon2';

/** argon2id with the library's recommended cost (m=64 MiB, t=3, p=4). */
export const hashPassword = (plain: string) => argon2.hash(plain, { type: argon2.argon2id });

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => (dummy ??= hashPassword('not-a-real-password'));
