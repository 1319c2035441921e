/** Password hashing with argon2id at the OWASP minimum or above (19 MiB, 2 iterations, 1 lane). */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { weakPasswordProblem } from '#catalogue/password.ts';

const options = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const minimumPasswordLength = 10;
export const maximumPasswordLength = 200;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for an unknown username, so that the answer
 * time does not tell which usernames exist.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Why a new password is refused, or null: too short, too long, or too easy to guess (common and
 * breached passwords, keyboard patterns, repeats, the username itself: web/src/shared/password).
 */
export function passwordProblem(password: unknown, userInputs: readonly string[] = []): string | null {
  if (typeof password !== 'string' || password.length === 0) return 'is required';
  if (password.length < minimumPasswordLength) return `must be at least ${minimumPasswordLength} characters`;
  if (password.length > maximumPasswordLength) return `must be at most ${maximumPasswordLength} characters`;
  return weakPasswordProblem(password, userInputs);
}
