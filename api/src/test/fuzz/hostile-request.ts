import { randomUUID } from 'node:crypto';
import { HOSTILE_ANYTHING, HOSTILE_NUMBERS, HOSTILE_STRINGS } from './hostile-values.ts';
import type { TJsonSchema, TOperation } from './openapi-operations.ts';
import type { TRandom } from './seeded-random.ts';

export type TFuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

export type TGenerationContext = {
  random: TRandom;
  components: Record<string, TJsonSchema>;
  /** Real ids and slugs of the test data, so some requests get past "not found" into the handlers. */
  knownValues: readonly string[];
};

const MAX_DEPTH = 4;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function resolve(schema: TJsonSchema, components: Record<string, TJsonSchema>): TJsonSchema {
  if (schema.$ref === undefined) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return components[name] ?? {};
}

function typeOf(schema: TJsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

function plausibleString(schema: TJsonSchema, context: TGenerationContext): string {
  const { random } = context;
  if (schema.format === 'uuid') return random.chance(0.5) ? random.pick(context.knownValues) : randomUUID();
  if (schema.format === 'email') return `fuzz.${random.int(0, 99_999)}@example.com`;
  if (schema.format === 'date-time') return new Date(random.int(0, 4_102_444_800) * 1000).toISOString();
  if (random.chance(0.3) && context.knownValues.length > 0) return random.pick(context.knownValues);
  const length = random.int(schema.minLength ?? 1, Math.min(schema.maxLength ?? 24, 24));
  return Array.from({ length }, () => random.pick([...'abcdefghijklmnopqrstuvwxyz0123456789-_ .'])).join('');
}

/** A value for a schema: usually of its shape, sometimes hostile (of its type or of any type). */
export function valueFor(raw: TJsonSchema, context: TGenerationContext, depth = 0): unknown {
  const { random } = context;
  const schema = resolve(raw, context.components);
  if (random.chance(0.15)) return random.pick(HOSTILE_ANYTHING);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices !== undefined && choices.length > 0) return valueFor(random.pick(choices), context, depth);
  if (schema.allOf !== undefined && schema.allOf.length > 0)
    return valueFor(schema.allOf[0] ?? {}, context, depth);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined && schema.enum.length > 0 && random.chance(0.8))
    return random.pick(schema.enum);
  switch (typeOf(schema)) {
    case 'object': {
      if (depth >= MAX_DEPTH) return {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {})
        .filter(([name]) => required.has(name) || random.chance(0.5))
        .map(([name, property]) => [name, valueFor(property, context, depth + 1)]);
      if (random.chance(0.1)) entries.push([random.pick(HOSTILE_STRINGS), random.pick(HOSTILE_ANYTHING)]);
      return Object.fromEntries(entries);
    }
    case 'array': {
      if (depth >= MAX_DEPTH) return [];
      const length = random.chance(0.05) ? 600 : random.int(0, 3);
      return Array.from({ length }, () => valueFor(schema.items ?? {}, context, depth + 1));
    }
    case 'integer':
      return random.chance(0.5)
        ? random.pick(HOSTILE_NUMBERS)
        : random.int(schema.minimum ?? 0, Math.min(schema.maximum ?? 1_000, 1_000_000));
    case 'number':
      return random.chance(0.5) ? random.pick(HOSTILE_NUMBERS) : random.next() * 10_000;
    case 'boolean':
      return random.chance(0.5);
    case 'string':
      return random.chance(0.4) ? random.pick(HOSTILE_STRINGS) : plausibleString(schema, context);
    default:
      return random.pick(HOSTILE_ANYTHING);
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** A body in one of the shapes a hostile client sends, JSON of the right shape the most often. */
function hostileBody(
  operation: TOperation,
  context: TGenerationContext,
): { contentType: string; payload: string } {
  const { random } = context;
  const body = operation.body;
  const json = JSON.stringify(valueFor(body?.schema ?? { type: 'object' }, context));
  const kind = random.int(0, 19);
  if (kind === 0) return { contentType: 'text/plain', payload: json };
  if (kind === 1) return { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' };
  if (kind === 2)
    return { contentType: 'application/json', payload: json.slice(0, Math.floor(json.length / 2)) };
  if (kind === 3)
    return {
      contentType: 'application/json',
      payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    };
  if (kind === 4)
    return { contentType: 'application/json', payload: random.pick(['[]', '0', '"text"', 'null', '', '{']) };
  return { contentType: body?.mediaType ?? 'application/json', payload: json };
}

/** One hostile request for an operation: every path and query parameter and the body generated. */
export function hostileRequest(
  operation: TOperation,
  context: TGenerationContext,
  authorization: Record<string, string>,
): TFuzzRequest {
  const { random } = context;
  const query = new URLSearchParams();
  let url = operation.path;
  for (const parameter of operation.parameters) {
    const value = asText(valueFor(parameter.schema, context));
    if (parameter.location === 'path')
      // A lone surrogate cannot be percent-encoded; it is replaced, as a browser would.
      url = url.replace(
        `:${parameter.name}`,
        encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')) || '%20',
      );
    else if (random.chance(0.8)) query.append(parameter.name, value);
  }
  if (random.chance(0.2))
    query.append(
      random.pick(['organizationId', 'userId', 'role', '__proto__']),
      random.pick(HOSTILE_STRINGS),
    );
  const search = query.toString();
  const request: TFuzzRequest = {
    method: operation.method,
    url: search === '' ? url : `${url}?${search}`,
    headers: { ...authorization },
  };
  if (operation.body === null && !random.chance(0.1)) return request;
  const { contentType, payload } = hostileBody(operation, context);
  return { ...request, headers: { ...request.headers, 'content-type': contentType }, payload };
}
