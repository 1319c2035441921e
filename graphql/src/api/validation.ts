/**
 * Input validation with one specific message per field (slugs, required fields, enums,
 * sortOrder, http(s) URLs, JSON shapes, length limits). A field rule turns an unknown value into a
 * clean one or a message; `validateFields` runs every rule and fails with all messages at once.
 */
import { contentProblem } from '#catalogue/content.ts';
import type * as v from 'valibot';
import { jsonSchemaOf } from './content-types.ts';
import { badInput } from './errors.ts';

export type FieldResult<T> = { ok: true; value: T } | { ok: false; message: string };
/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) of what a rule accepts. */
export type JsonSchema = Record<string, unknown>;
/** A rule, and the JSON Schema of what it accepts: the OpenAPI document is made from these (openapi.ts). */
export type FieldRule<T> = ((value: unknown) => FieldResult<T>) & {
  schema?: JsonSchema;
  /** What a saved record holds, where it is narrower than what a write may send. */
  recordSchema?: JsonSchema;
  /** Named schemas the two refer to (`#/components/schemas/…`). */
  components?: Record<string, JsonSchema>;
  /** For a structured field: the one shape it is checked against, from which both doors' types are made. */
  shape?: v.GenericSchema;
};

/** Attaches the JSON Schema of what a rule accepts, stated beside the rule so the two are read together. */
const described = <T>(schema: JsonSchema, rule: (value: unknown) => FieldResult<T>): FieldRule<T> => Object.assign(rule, { schema });

const ok = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const fail = (message: string): FieldResult<never> => ({ ok: false, message });

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A NUL character or a lone UTF-16 surrogate: PostgreSQL cannot store either (text and jsonb refuse them). */
// eslint-disable-next-line no-control-regex -- finding NUL characters is the point
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorableMessage = 'must not contain NUL characters or broken Unicode (lone surrogates)';

/** Whether the database can store this text exactly as sent. */
export const storableText = (value: string): boolean => !unstorable.test(value);

export const slug: FieldRule<string> = described({ type: 'string', minLength: 1, maxLength: 100, pattern: slugPattern.source }, (value) => {
  if (typeof value !== 'string' || value.trim() === '') return fail('is required');
  if (value.length > 100) return fail('must be at most 100 characters');
  if (!slugPattern.test(value)) return fail('may contain only lowercase letters, digits and single hyphens (e.g. percentage-calculator)');
  return ok(value);
});

export function requiredText(maxLength: number): FieldRule<string> {
  return described({ type: 'string', minLength: 1, maxLength }, (value) => {
    if (typeof value !== 'string' || value.trim() === '') return fail('is required');
    if (!storableText(value)) return fail(unstorableMessage);
    return value.length > maxLength ? fail(`must be at most ${maxLength} characters`) : ok(value.trim());
  });
}

export function optionalText(maxLength: number): FieldRule<string> {
  return described({ type: ['string', 'null'], maxLength }, (value) => {
    if (value === undefined || value === null) return ok('');
    if (typeof value !== 'string') return fail('must be text');
    if (!storableText(value)) return fail(unstorableMessage);
    return value.length > maxLength ? fail(`must be at most ${maxLength} characters`) : ok(value.trim());
  });
}

/** Text that may be absent: stored as null when empty. */
export function nullableText(maxLength: number): FieldRule<string | null> {
  return described({ type: ['string', 'null'], maxLength }, (value) => {
    if (value === undefined || value === null || value === '') return ok(null);
    if (typeof value !== 'string') return fail('must be text');
    if (!storableText(value)) return fail(unstorableMessage);
    return value.length > maxLength ? fail(`must be at most ${maxLength} characters`) : ok(value.trim() || null);
  });
}

export function oneOf<const T extends string>(choices: readonly T[], defaultValue?: T): FieldRule<T> {
  return described({ enum: defaultValue === undefined ? [...choices] : [...choices, null] }, (value) => {
    if ((value === undefined || value === null) && defaultValue !== undefined) return ok(defaultValue);
    return typeof value === 'string' && (choices as readonly string[]).includes(value) ? ok(value as T) : fail(`must be one of: ${choices.join(', ')}`);
  });
}

export function booleanValue(defaultValue: boolean): FieldRule<boolean> {
  return described({ type: ['boolean', 'null'] }, (value) => {
    if (value === undefined || value === null) return ok(defaultValue);
    return typeof value === 'boolean' ? ok(value) : fail('must be true or false');
  });
}

export const sortOrder: FieldRule<number> = described({ type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 }, (value) => {
  if (value === undefined || value === null) return ok(1);
  if (typeof value !== 'number' || !Number.isInteger(value)) return fail('must be a whole number of at least 1');
  if (value < 1) return fail('must be at least 1');
  return value > 1_000_000 ? fail('must be at most 1000000') : ok(value);
});

export function httpUrl(maxLength = 2000): FieldRule<string | null> {
  return described({ type: ['string', 'null'], maxLength, pattern: '^https?://' }, (value) => {
    if (value === undefined || value === null || value === '') return ok(null);
    if (typeof value !== 'string') return fail('must be a URL');
    if (value.length > maxLength) return fail(`must be at most ${maxLength} characters`);
    if (!storableText(value)) return fail(unstorableMessage);
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return fail('must be a full URL starting with http:// or https://');
    }
    return url.protocol === 'http:' || url.protocol === 'https:' ? ok(value) : fail('must start with http:// or https://');
  });
}

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);
const maximumJsonBytes = 64 * 1024;
const maximumJsonDepth = 20;

function jsonProblem(value: unknown, depth = 0): string | null {
  if (depth > maximumJsonDepth) return `must not nest deeper than ${maximumJsonDepth} levels`;
  if (typeof value === 'string') return storableText(value) ? null : unstorableMessage;
  if (value === null || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'must contain only finite numbers';
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (forbiddenKeys.has(key)) return `must not use the key "${key}"`;
      if (!storableText(key)) return unstorableMessage;
      const problem = jsonProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  return 'must be JSON data';
}

/** JSON of one kind, checked for what the database cannot store and for size; null or absence saves the default. */
function jsonRule<T>(kind: 'object' | 'array', defaultValue: T): FieldRule<T> {
  return described({ type: [kind, 'null'] }, (value) => {
    if (value === undefined || value === null) return ok(defaultValue);
    const isKind = kind === 'array' ? Array.isArray(value) : typeof value === 'object' && !Array.isArray(value);
    if (!isKind) return fail(`must be a JSON ${kind}`);
    const problem = jsonProblem(value);
    if (problem) return fail(problem);
    if (JSON.stringify(value).length > maximumJsonBytes) return fail(`must be at most ${maximumJsonBytes / 1024} KB of JSON`);
    return ok(value as T);
  });
}

export const jsonObject = (defaultValue: Record<string, unknown> = {}) => jsonRule<Record<string, unknown>>('object', defaultValue);
export const jsonArray = (defaultValue: unknown[] = []) => jsonRule<unknown[]>('array', defaultValue);

/**
 * A structured field: a JSON object that must fit a shape the site reads (#catalogue/content.ts), the
 * shape's first problem being the message. An empty object means 'nothing yet', as does null or
 * absence, which save `absent` (`{}` or null). Both doors' types are made from the shape
 * (content-types.ts), so what this accepts and what they describe cannot drift apart.
 */
export function structured(shape: v.GenericSchema, absent: 'empty' | 'null'): FieldRule<Record<string, unknown> | null> {
  const object = jsonObject();
  const { schema: reference, components } = jsonSchemaOf(shape);
  const empty = { type: 'object', maxProperties: 0 };
  const rule = (value: unknown): FieldResult<Record<string, unknown> | null> => {
    const result = object(value);
    if (!result.ok) return result;
    if (Object.keys(result.value).length === 0) return ok(absent === 'empty' ? {} : null);
    const message = contentProblem(shape, result.value);
    return message ? fail(message) : result;
  };
  return Object.assign(rule, {
    schema: { anyOf: [reference, empty, { type: 'null' }] },
    recordSchema: absent === 'empty' ? { anyOf: [reference, empty] } : { anyOf: [reference, { type: 'null' }] },
    components,
    shape,
  });
}

/** A JSON array of short texts. */
export function textList(maxItems: number, maxLength: number): FieldRule<string[]> {
  const array = jsonArray();
  return described({ type: ['array', 'null'], maxItems, items: { type: 'string', minLength: 1, maxLength } }, (value) => {
    const result = array(value);
    if (!result.ok) return result;
    if (result.value.length > maxItems) return fail(`must have at most ${maxItems} entries`);
    for (const [index, item] of result.value.entries()) {
      if (typeof item !== 'string' || item.trim() === '') return fail(`${index}: must be a non-empty text`);
      if (item.length > maxLength) return fail(`${index}: must be at most ${maxLength} characters`);
    }
    return ok(result.value.map((item) => (item as string).trim()));
  });
}

export const optionalVersion: FieldRule<number | undefined> = described({ type: ['integer', 'null'], minimum: 1 }, (value) => {
  if (value === undefined || value === null) return ok(undefined);
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? ok(value) : fail('must be the whole-number version you last read');
});

type Rules = Record<string, FieldRule<unknown>>;
export type Validated<R extends Rules> = { [Key in keyof R]: R[Key] extends FieldRule<infer T> ? T : never };

/**
 * Runs every rule. With `partial`, fields absent (or undefined) in the input are skipped (an update changes only
 * what it names). Fields the rules do not know are ignored.
 */
export function validateFields<R extends Rules>(input: unknown, rules: R, { partial = false } = {}): Partial<Validated<R>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw badInput({ input: 'must be an object' });
  const source = input as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  const messages: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    if (partial && source[field] === undefined) continue;
    const result = rule(source[field]);
    if (result.ok) values[field] = result.value;
    else messages[field] = result.message;
  }
  if (Object.keys(messages).length > 0) throw badInput(messages);
  return values as Partial<Validated<R>>;
}

/** A whole number that must be one of a few (an HTTP status, say). */
export function integerChoice<const T extends number>(choices: readonly T[], defaultValue: T): FieldRule<T> {
  return described({ enum: [...choices, null] }, (value) => {
    if (value === undefined || value === null) return ok(defaultValue);
    return typeof value === 'number' && (choices as readonly number[]).includes(value) ? ok(value as T) : fail(`must be one of: ${choices.join(', ')}`);
  });
}

/** A moment in time, or none: an ISO 8601 date and time with its offset (or a Date, as GraphQL's DateTime gives it). */
export const nullableDateTime: FieldRule<Date | null> = described({ type: ['string', 'null'], format: 'date-time' }, (value) => {
  if (value === undefined || value === null || value === '') return ok(null);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? fail('must be a valid date and time') : ok(value);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    return fail('must be a date and time with its offset (ISO 8601, e.g. 2026-01-31T12:00:00Z)');
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? fail('must be a valid date and time') : ok(date);
});

const pathPattern = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

/** A path on this site (no query, no fragment), with any trailing slash taken off, at most `maxLength` characters. */
export function sitePathRule(maxLength: number): FieldRule<string> {
  return described({ type: 'string', minLength: 1, maxLength, pattern: pathPattern.source }, (value) => {
    if (typeof value !== 'string' || value.trim() === '') return fail('is required');
    const path = value.trim();
    if (path.length > maxLength) return fail(`must be at most ${maxLength} characters`);
    if (!pathPattern.test(path))
      return fail('must be a path on this site starting with / (letters, digits and - . _ ~ /; no spaces, query or #fragment), e.g. /old-page');
    return ok(path.length > 1 ? path.replace(/\/+$/, '') : path);
  });
}

/** Where a link may lead: a path on this site (a query allowed) or an http(s) address elsewhere. */
export function linkTarget(maxLength: number, { required }: { required: boolean }): FieldRule<string | null> {
  const url = httpUrl(maxLength);
  return described({ type: required ? 'string' : ['string', 'null'], maxLength }, (value) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return required ? fail('is required') : ok(null);
    if (typeof value !== 'string') return fail('must be a path or a URL');
    const text = value.trim();
    if (text.length > maxLength) return fail(`must be at most ${maxLength} characters`);
    if (text.startsWith('/')) {
      return /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/.test(text)
        ? ok(text)
        : fail('must be a path starting with / (no spaces or #fragment) or an http(s) URL');
    }
    const result = url(text);
    return result.ok ? result : fail('must be a path on this site starting with / or an http(s) address');
  });
}

/** A short list of labelled links (each an http(s) URL). */
export function linkList(maxItems: number): FieldRule<{ label: string; url: string }[]> {
  const label = requiredText(60);
  const url = httpUrl(500);
  return described(
    {
      type: ['array', 'null'],
      maxItems,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['label', 'url'],
        properties: { label: { type: 'string', minLength: 1, maxLength: 60 }, url: { type: 'string', maxLength: 500, pattern: '^https?://' } },
      },
    },
    (value) => {
      if (value === undefined || value === null) return ok([]);
      if (!Array.isArray(value)) return fail('must be a list of { label, url }');
      if (value.length > maxItems) return fail(`must have at most ${maxItems} entries`);
      const links: { label: string; url: string }[] = [];
      for (const [index, item] of value.entries()) {
        if (typeof item !== 'object' || item === null || Array.isArray(item)) return fail(`${index}: must be { label, url }`);
        const entry = item as Record<string, unknown>;
        const unknownKey = Object.keys(entry).find((key) => key !== 'label' && key !== 'url');
        if (unknownKey) return fail(`${index}: has no field ${unknownKey} (the fields are label and url)`);
        const labelResult = label(entry.label);
        if (!labelResult.ok) return fail(`${index}.label: ${labelResult.message}`);
        const urlResult = url(entry.url);
        if (!urlResult.ok) return fail(`${index}.url: ${urlResult.message}`);
        if (urlResult.value === null) return fail(`${index}.url: is required`);
        links.push({ label: labelResult.value, url: urlResult.value });
      }
      return ok(links);
    },
  );
}
