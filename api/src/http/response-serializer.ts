import type { FastifySerializerCompiler } from 'fastify';
import {
  ResponseSerializationError,
  serializerCompiler as encodingSerializer,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialization through the route's zod schema (a field the schema does not name is never
 * sent, a wrong shape is a 500), at a third of the cost where it can be.
 *
 * fastify-type-provider-zod serializes with `z.safeEncode`, the backward direction that codecs need. For
 * a schema with nothing direction-dependent in it (no codec, transform, pipe, default or catch), encoding
 * and parsing are the same operation, and zod's parse is about 2.7 times faster than its encode (86 µs
 * against 32 µs for the account page's answer). Such schemas are parsed; every other schema is still
 * encoded by the library.
 */
const DIRECTIONAL_TYPES = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'lazy', 'custom']);

type TSchemaDefinition = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  items?: readonly z.core.$ZodType[];
  rest?: z.core.$ZodType | null;
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
};

function childrenOf(definition: TSchemaDefinition): z.core.$ZodType[] {
  return [
    ...Object.values(definition.shape ?? {}),
    ...(definition.options ?? []),
    ...(definition.items ?? []),
    ...[
      definition.element,
      definition.innerType,
      definition.keyType,
      definition.valueType,
      definition.rest,
      definition.left,
      definition.right,
    ].filter((child): child is z.core.$ZodType => child !== undefined && child !== null),
  ];
}

/** Whether parsing and encoding `schema` are the same operation: no part of it depends on direction. */
export function isDirectionFree(schema: z.core.$ZodType): boolean {
  const definition = schema._zod.def as unknown as TSchemaDefinition;
  if (DIRECTIONAL_TYPES.has(definition.type)) return false;
  return childrenOf(definition).every(isDirectionFree);
}

export const responseSerializer: FastifySerializerCompiler<z.ZodType> = (route) => {
  const { schema, method, url } = route;
  if (!(schema instanceof z.ZodType) || !isDirectionFree(schema)) return encodingSerializer(route);
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
