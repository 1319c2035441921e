/**
 * Errors as values the two doors translate (CONVENTIONS section 5): GraphQL puts the code in
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
export const notFound = (what: string, key: string) => new AppError('NOT_FOUND', `No ${what} with the slug "${key}".`);

export function badInput(fields: Record<string, string>): AppError {
  const list = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return new AppError('BAD_USER_INPUT', `Invalid input. ${list}`, fields);
}

/** What the outside world may see of any error: an AppError as is, anything else as a bare 500. */
export function publicError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE', 'The database is not answering. Try again in a moment.');
  return new AppError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Try again later.');
}

function isDatabaseUnavailable(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|57P01|57P03|Connection terminated|ConnectionException/i.test(text);
}
