/**
 * The server's one logger, shared by start-up and by Fastify, so that everything the process says
 * goes through it: in production one JSON object a line on stdout (what log collectors read), in
 * development readable lines through pino-pretty (a development dependency; without it, JSON too).
 * Colours only when stdout is a terminal: a log file never holds raw colour codes.
 */
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { safeSerializers } from './access-log.ts';

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
}

export function createLog({ pretty, destination }: LogSettings): Log {
  const options: LoggerOptions = { serializers: safeSerializers, base: { pid: process.pid } };
  if (pretty && !destination && prettyAvailable()) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { colorize: Boolean(process.stdout.isTTY), translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
      },
    });
  }
  return destination ? pino(options, destination) : pino(options);
}
