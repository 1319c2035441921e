import type { HashingParameters } from '../auth/passwords.ts';

/**
 * argon2id's cheapest parameters, which the server's test suites hash accounts with (set per file by
 * graphql/src/test/setup.ts): the suites create an account and sign in hundreds of times.
 */
export const testHashing: HashingParameters = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
