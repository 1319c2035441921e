/**
 * Per test file of the server and tools projects: new password hashes use the tests' cheap parameters
 * (testHashing). The server itself never loads this file.
 */
import { setHashingForTests } from '../auth/passwords.ts';
import { testHashing } from './hashing.ts';

setHashingForTests(testHashing);
