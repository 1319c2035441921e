import { CombinedGraphQLErrors } from '@apollo/client';

/** What the admin needs to know about a failed call: its code, message and per-field messages. */
export interface ApiProblem {
  code: string | null;
  message: string;
  /** BAD_USER_INPUT (and a duplicate slug): field name → message. */
  fields: Record<string, string>;
}

export function apiProblem(error: unknown): ApiProblem {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  if (first) {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : null;
    const fields = first.extensions?.fields;
    return { code, message: first.message, fields: isMessageMap(fields) ? fields : {} };
  }
  return { code: null, message: error instanceof Error ? error.message : String(error), fields: {} };
}

function isMessageMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((message) => typeof message === 'string');
}

/** A stale `version`: someone else saved the record since it was opened. */
export function isStaleVersion(problem: ApiProblem): boolean {
  return problem.code === 'CONFLICT' && 'version' in problem.fields;
}
