import { describe, expect, it } from '@jest/globals';
import { ZTradingAccountDetail, ZTradingAccountPage } from '@propdesk/shared/contracts';
import { z } from 'zod';
import { isDirectionFree, responseSerializer } from './response-serializer.ts';

const serialize = (schema: z.ZodType, data: unknown) =>
  responseSerializer({ schema, method: 'GET', url: '/test', httpStatus: '200' })(data);

describe('response serializer', () => {
  it('knows which schemas parse and encode alike', () => {
    expect(isDirectionFree(z.object({ id: z.string(), at: z.iso.datetime().nullable() }))).toBe(true);
    expect(isDirectionFree(ZTradingAccountDetail)).toBe(true);
    expect(isDirectionFree(ZTradingAccountPage)).toBe(true);
    expect(isDirectionFree(z.object({ list: z.array(z.object({ n: z.number().default(1) })) }))).toBe(false);
    expect(isDirectionFree(z.object({ email: z.string().transform((value) => value.trim()) }))).toBe(false);
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    expect(isDirectionFree(z.object({ at: isoDate }))).toBe(false);
  });

  it('drops what the schema does not name and refuses a wrong shape, as before', () => {
    const schema = z.object({ id: z.string(), count: z.number().int() });
    expect(serialize(schema, { id: 'a', count: 2, passwordHash: 'never sent' })).toBe('{"id":"a","count":2}');
    expect(() => serialize(schema, { id: 'a', count: 'two' })).toThrow();
  });

  it('still encodes a schema with a codec', () => {
    const schema = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    expect(serialize(schema, { at: new Date('2026-11-25T10:00:00.000Z') })).toBe(
      '{"at":"2026-11-25T10:00:00.000Z"}',
    );
  });
});
