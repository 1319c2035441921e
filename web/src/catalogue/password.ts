/**
 * How easily a password is guessed, by zxcvbn-ts with its common-password, name and keyboard-pattern
 * lists: the same check on the server, which refuses a weak password, and in the admin's
 * strength meter. Scores run from 0 (guessed at once) to 4; below 3 is refused.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const minimumPasswordScore = 3;

export interface PasswordStrength {
  /** 0 to 4. */
  score: 0 | 1 | 2 | 3 | 4;
  /** What makes it weak, as a phrase following 'is' ('is a very common password'); null when nothing stands out. */
  warning: string | null;
}

let checker: ZxcvbnFactory | undefined;

/** zxcvbn's warnings, in the words the admin's messages use. */
const warnings: Record<string, string> = {
  topTen: 'one of the ten most common passwords',
  topHundred: 'one of the hundred most common passwords',
  common: 'a very common password',
  similarToCommon: 'too close to a common password',
  straightRow: 'a row of keys on the keyboard',
  keyPattern: 'a short keyboard pattern',
  simpleRepeat: 'a repeated character, such as "aaa"',
  extendedRepeat: 'a repeated pattern, such as "abcabc"',
  sequences: 'a common sequence, such as "abc" or "123"',
  recentYears: 'built on a recent year',
  dates: 'built on a date',
  userInputs: 'built on your username or other personal data',
  namesByThemselves: 'a name or surname on its own',
  commonNames: 'built on a common name or surname',
  wordByItself: 'a single word on its own',
};

/** The strength of a password; `userInputs` are words it must not lean on (the username, the e-mail). */
export function passwordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  const result = checker.check(password, [...userInputs]);
  const warning = result.feedback.warning ? (warnings[result.feedback.warning] ?? 'easy to guess') : null;
  return { score: result.score, warning };
}

/** Why a password is refused for being easy to guess, as a phrase following the field's name; null when it is strong enough. */
export function weakPasswordProblem(password: string, userInputs: readonly string[] = []): string | null {
  const { score, warning } = passwordStrength(password, userInputs);
  if (score >= minimumPasswordScore) return null;
  return `is too easy to guess${warning ? ` (${warning})` : ''}: add more words or characters`;
}
