/** Password hashing with argon2id at the OWASP minimum or above (19 MiB, 2 iterations, 1 lane). */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { weakPasswordProblem } from '#catalogue/password.ts';

export interface HashingParameters {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** What every server hashes with. */
export const productionHashing: HashingParameters = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

let hashing = productionHashing;

/**
 * Changes the parameters new hashes are made with, for the test suites only: graphql/src/test/setup.ts
 * sets argon2id's cheapest ones, because the suites create an account and sign in hundreds of times and
 * production's cost is paid on each. Nothing outside the tests calls it; the test of changing a
 * password hashes with productionHashing and checks the stored hash carries it. A hash records its own
 * parameters, so checking a password always uses the ones it was made with.
 */
export function setHashingForTests(parameters: HashingParameters): void {
  hashing = parameters;
}

export const minimumPasswordLength = 10;
export const maximumPasswordLength = 200;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...hashing });
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
