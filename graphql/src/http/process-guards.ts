/**
 * The last line of defence of the serving process: an exception nothing caught, or a promise
 * rejected with nobody waiting for it, is logged with its cause instead of ending the process
 * without a word (Node's default for both).
 *
 * The server's own code is written so that nothing a request does reaches these handlers (hooks
 * that run after the answer never throw: access-log.ts). Should something still get here, one
 * request must not be able to end the process for every visitor, so the process keeps serving.
 * But a process that keeps failing this way may be in a state nobody planned for: past
 * `maximumFailures` within `windowMs` it stops, saying so on one line, so that its supervisor
 * (Docker's restart policy, systemd, the orchestrator) starts a fresh one.
 */
import type { Log } from '../log.ts';

export interface ProcessGuardOptions {
  maximumFailures?: number;
  windowMs?: number;
  /** Ends the process (tests pass their own). */
  exit?: (code: number) => void;
}

/** The handlers, as registered, so a test (or a second call) can take them off again. */
export interface ProcessGuards {
  remove(): void;
}

export function registerProcessGuards(
  log: Log,
  { maximumFailures = 10, windowMs = 60_000, exit = (code) => process.exit(code) }: ProcessGuardOptions = {},
): ProcessGuards {
  const failures: number[] = [];
  let stopping = false;

  function failed(kind: string, cause: unknown): void {
    const now = Date.now();
    failures.push(now);
    while (failures.length > 0 && (failures[0] ?? now) <= now - windowMs) failures.shift();
    try {
      log.error({ err: cause }, `${kind}: the server keeps serving (the cause is logged with this line)`);
      if (failures.length >= maximumFailures && !stopping) {
        stopping = true;
        log.fatal(
          `Stopping: ${failures.length} uncaught errors within ${Math.round(windowMs / 1000)} s, so this process may be in a state nobody planned for. It exits with code 1 for its supervisor to start a fresh one.`,
        );
        // Let the lines reach their destination (pino's transport flushes on exit).
        setImmediate(() => exit(1));
      }
    } catch {
      // Logging failed too: nothing more can be said, and throwing here would end the process.
    }
  }

  const onException = (error: Error) => failed('An uncaught exception', error);
  const onRejection = (reason: unknown) => failed('A promise was rejected with nothing to catch it', reason);
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return {
    remove() {
      process.off('uncaughtException', onException);
      process.off('unhandledRejection', onRejection);
    },
  };
}
