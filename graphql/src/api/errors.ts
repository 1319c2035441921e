/**
 * Errors as values the two doors translate: GraphQL puts the code in
 * `extensions.code`, REST answers the matching status with the message as a plain body.
 */
export const errorStatus = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field → message, for BAD_USER_INPUT. */
    readonly fields?: Record<string, string>,
    /** Seconds until a retry can succeed, for RATE_LIMITED. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign in to do this.');
/**
 * A key as a message may name it: one a record could have (short and plain) as it is; anything else,
 * which no record can have, is not repeated back to whoever sent it.
 */
export const shownKey = (key: string): string => (/^[\w.-]{1,100}$/.test(key) ? `"${key}"` : '(not a valid slug)');

export const notFound = (what: string, key: string) => new AppError('NOT_FOUND', `No ${what} with the slug ${shownKey(key)}.`);

export function badInput(fields: Record<string, string>): AppError {
  const list = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return new AppError('BAD_USER_INPUT', `Invalid input. ${list}`, fields);
}

/** What the outside world may see of any error: an AppError as is, anything else as a bare 500. */
export function publicError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // A NUL character in a query parameter breaks the wire protocol (08P01); a lone surrogate or a character
  // the database cannot store is a data exception (22021, 22P05). All three come from the input, not from us.
  if (databaseCode(error) === '08P01' || databaseCode(error) === '22021' || databaseCode(error) === '22P05') {
    return new AppError('BAD_USER_INPUT', 'The request contains characters that cannot be stored or searched for (such as a NUL character).');
  }
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', 'The database is not answering. Try again in a moment.');
  return new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Try again later.');
}

function databaseCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * SQLSTATEs that mean the database cannot be reached or used right now: connection failures (08, but
 * not 08P01, a protocol violation caused by the input), the database missing or refusing connections
 * (3D000, 53300, 57P01-57P03) and authentication failures (28000, 28P01).
 */
const unavailableCodes = new Set(['08000', '08001', '08003', '08004', '08006', '3D000', '53300', '57P01', '57P02', '57P03', '28000', '28P01']);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseCode(error);
  if (code && unavailableCodes.has(code)) return true;
  const text = error instanceof Error ? `${error.name} ${error.message} ${code ?? ''}` : '';
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P01|57P03|Connection terminated|ConnectionException|timeout exceeded when trying to connect|is not currently accepting connections/i.test(
    text,
  );
}
