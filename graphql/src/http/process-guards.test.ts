/**
 * The process's last line of defence: an uncaught exception or an unhandled rejection is logged with
 * its cause and the process serves on; a process failing this way again and again stops, saying so
 * on one line, for its supervisor to start a fresh one. (start.test.ts checks it in the real process.)
 */
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLog } from '../log.ts';
import { registerProcessGuards, type ProcessGuards } from './process-guards.ts';

let guards: ProcessGuards | undefined;
/** The test runner's own handlers, set aside while the guards alone listen. */
let setAside: { event: 'uncaughtException' | 'unhandledRejection'; listeners: NodeJS.UncaughtExceptionListener[] }[] = [];

function guarded(options: Parameters<typeof registerProcessGuards>[1]) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  setAside = (['uncaughtException', 'unhandledRejection'] as const).map((event) => {
    const listeners = process.listeners(event as 'uncaughtException');
    process.removeAllListeners(event);
    return { event, listeners };
  });
  guards = registerProcessGuards(createLog({ pretty: false, destination }), options);
  return lines;
}

afterEach(() => {
  guards?.remove();
  guards = undefined;
  for (const { event, listeners } of setAside) for (const listener of listeners) process.on(event as 'uncaughtException', listener);
  setAside = [];
});

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the process guards', () => {
  it('log an uncaught exception and an unhandled rejection with their causes, and keep the process', async () => {
    const exits: number[] = [];
    const lines = guarded({ exit: (code) => exits.push(code) });
    process.emit('uncaughtException', new Error('thrown in an event handler'));
    process.emit('unhandledRejection', new Error('rejected with nothing to catch it'), Promise.resolve());
    await settle();
    expect(lines.map((line) => [line.level, line.msg, (line.err as { message: string }).message])).toEqual([
      [50, 'An uncaught exception: the server keeps serving (the cause is logged with this line)', 'thrown in an event handler'],
      [
        50,
        'A promise was rejected with nothing to catch it: the server keeps serving (the cause is logged with this line)',
        'rejected with nothing to catch it',
      ],
    ]);
    expect(exits).toEqual([]);
  });

  it('stop the process with code 1 and one line saying why once failures keep coming, and only once', async () => {
    const exits: number[] = [];
    const lines = guarded({ maximumFailures: 3, windowMs: 60_000, exit: (code) => exits.push(code) });
    for (let i = 0; i < 5; i += 1) process.emit('uncaughtException', new Error(`failure ${i}`));
    await settle();
    const fatal = lines.filter((line) => line.level === 60);
    expect(fatal.map((line) => line.msg)).toEqual([
      'Stopping: 3 uncaught errors within 60 s, so this process may be in a state nobody planned for. It exits with code 1 for its supervisor to start a fresh one.',
    ]);
    expect(exits).toEqual([1]);
  });

  it('count only the failures within the window', async () => {
    const exits: number[] = [];
    guarded({ maximumFailures: 2, windowMs: 20, exit: (code) => exits.push(code) });
    process.emit('uncaughtException', new Error('first'));
    await new Promise((resolve) => setTimeout(resolve, 40));
    process.emit('uncaughtException', new Error('second, long after'));
    await settle();
    expect(exits).toEqual([]);
  });
});
