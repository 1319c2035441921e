/** `npm run admin -- <create|reset-password> --username NAME`. */
import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { readConfig, readSecret } from '../config.ts';
import { openDatabase, type Em } from '../db/orm.ts';
import { describeFailure, parseAdminArgs, runAdminCommand } from './admin-command.ts';

async function askHidden(question: string): Promise<string> {
  const readline = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo nothing of what is typed after the question.
  const output = readline as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  output._writeToOutput = (text: string) => {
    if (!asked) {
      process.stdout.write(text);
      asked = true;
    }
  };
  const answer = await readline.question(question);
  readline.close();
  process.stdout.write('\n');
  return answer;
}

async function readPassword(): Promise<string | null> {
  const given = readSecret(process.env, 'ADMIN_PASSWORD');
  if (given) return given;
  if (!process.stdin.isTTY) return null;
  const first = await askHidden('Password: ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

const command = parseAdminArgs(process.argv.slice(2));
if (typeof command === 'string') {
  console.error(command);
  process.exit(2);
}

try {
  const password = await readPassword();
  if (password === null) throw new Error('No password: run this on a terminal, or set ADMIN_PASSWORD (or ADMIN_PASSWORD_FILE).');
  const config = readConfig();
  const orm = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(await runAdminCommand(orm.em.fork() as Em, command, password));
  } finally {
    await orm.close();
  }
} catch (error) {
  console.error(describeFailure(error));
  process.exit(1);
}
