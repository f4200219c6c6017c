import { z } from 'zod';

/** A JSON schema as the OpenAPI document writes it: only what the fuzz reads. */
export type TJsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
};

export type TParameter = { name: string; location: 'path' | 'query'; schema: TJsonSchema };

export type TOperation = {
  method: string;
  /** The Fastify form of the path, `/api/orders/:orderId`. */
  path: string;
  parameters: TParameter[];
  /** The body's schema and media type, or null for an operation without a body. */
  body: { mediaType: string; schema: TJsonSchema } | null;
};

const ZDocument = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), z.unknown()).optional() }).optional(),
});

const ZOperationObject = z.object({
  parameters: z
    .array(
      z.object({ name: z.string(), in: z.string(), schema: z.record(z.string(), z.unknown()).optional() }),
    )
    .optional(),
  requestBody: z
    .object({ content: z.record(z.string(), z.object({ schema: z.unknown().optional() })) })
    .optional(),
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the app's OpenAPI document (the documentation's own routes excepted). */
export function readOperations(document: unknown): {
  operations: TOperation[];
  components: Record<string, TJsonSchema>;
} {
  const parsed = ZDocument.parse(document);
  const operations: TOperation[] = [];
  for (const [openApiPath, item] of Object.entries(parsed.paths)) {
    if (openApiPath.startsWith('/api/docs')) continue;
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const operation = ZOperationObject.parse(raw);
      const parameters: TParameter[] = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({
          name: parameter.name,
          location: parameter.in === 'path' ? 'path' : 'query',
          schema: (parameter.schema ?? {}) as TJsonSchema,
        }));
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path: openApiPath.replace(/\{(\w+)\}/g, ':$1'),
        parameters,
        body: mediaType === undefined ? null : { mediaType, schema: (content?.schema ?? {}) as TJsonSchema },
      });
    }
  }
  return { operations, components: (parsed.components?.schemas ?? {}) as Record<string, TJsonSchema> };
}
