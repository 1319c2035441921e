/**
 * The process's one logger, shared by `npm start`'s launcher, the build and the server, so that
 * everything the process says goes through it: in production one JSON object a line on stdout
 * (what log collectors read), in development readable lines through pino-pretty (a development
 * dependency; without it, JSON too). Colours only when stdout is a terminal: a log file never
 * holds raw colour codes.
 *
 * Node runs this file as it is (scripts/start.ts): it imports only Node's modules and pino.
 */
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type Log = Logger;

/** Whether pino-pretty is installed (it is not in a production install). */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export interface LogSettings {
  /** Readable lines instead of JSON (development, when pino-pretty is installed). */
  pretty: boolean;
  /** Where the lines go; stdout unless given (tests pass a stream of their own). */
  destination?: DestinationStream;
  serializers?: LoggerOptions['serializers'];
}

export function createLog({ pretty, destination, serializers }: LogSettings): Log {
  const options: LoggerOptions = { serializers };
  if (pretty && !destination && prettyAvailable()) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,phase,ms', singleLine: true },
      },
    });
  }
  return destination ? pino(options, destination) : pino(options);
}

const shared = Symbol.for('calcsuite.process-log');

/**
 * The process's logger, made once: the launcher and the bundled server are separate copies of this
 * module, and two loggers on one stdout (one of them a pretty-printing thread) could mix their lines.
 */
export function processLog(settings: LogSettings = { pretty: process.env.NODE_ENV !== 'production' }): Log {
  const store = globalThis as { [shared]?: Log };
  store[shared] ??= createLog(settings);
  return store[shared];
}

/** Runs one phase of start-up or the build and logs it on one line with its time. */
export async function phase<T>(log: Log, name: string, work: () => Promise<T>, done: (result: T) => string = () => ''): Promise<T> {
  const started = performance.now();
  const result = await work();
  const ms = Math.round(performance.now() - started);
  const detail = done(result);
  log.info({ phase: name, ms }, `${name}: done in ${formatDuration(ms)}${detail ? ` (${detail})` : ''}`);
  return result;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
