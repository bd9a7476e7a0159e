import { hash, verify } from '@node-rs/argon2';
import languageCommon from '@zxcvbn-ts/language-common';

// OWASP argon2id parameters: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

/** Verifies against a stored hash; with no hash, burns the same time so unknown accounts are not revealed by timing. */
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-Aa1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

const commonPasswords = new Set(
  (languageCommon.dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()),
);

/** True when the password (case-insensitively, or with its trailing digits/symbols removed) is a well-known one. */
export function isCommonPassword(password: string) {
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) return true;
  const stem = lowered.replace(/[^a-z]+$/, '');
  return stem.length >= 4 && stem !== lowered && commonPasswords.has(stem) && stem.length >= lowered.length - 4;
}
