import { describe, expect, it } from '@jest/globals';
import { ZApiErrorBody } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from './control-characters.ts';

describe('findControlCharacter', () => {
  it('finds a control character in any string or key, and lets line breaks and tabs through in a body', () => {
    expect(findControlCharacter({ a: ['ok', 'x\u0000y'] }, 'body')).toEqual(['a', 1]);
    expect(findControlCharacter({ ['k\u0007']: 1 }, 'body')).toEqual(['k\u0007']);
    expect(findControlCharacter({ message: 'line one\nline two\ttabbed\r\n' }, 'body')).toBeNull();
    expect(findControlCharacter({ slug: 'two\nlines' }, 'other')).toEqual(['slug']);
    expect(findControlCharacter({ count: 3, on: true, none: null }, 'other')).toBeNull();
    expect(findControlCharacter('del\u007F', 'body')).toEqual([]);
  });

  it('leaves a binary body (an uploaded document) to its route: bytes are not text', () => {
    expect(findControlCharacter(Buffer.from([0, 7, 127, 255]), 'body')).toBeNull();
  });
});

describe.each(TEST_DRIVERS)('control characters are refused on every route (%s)', (driver) => {
  const handle = useTestApp(driver, 'control_characters');

  it.each([
    ['a path', { method: 'GET', url: '/api/public/organizations/de%00fault' }],
    ['the ingestion slug', { method: 'POST', url: '/api/ingest/firm%00x', payload: '{}' }],
    ['a query string', { method: 'GET', url: '/api/public/organizations/current?host=a%00b.example' }],
    [
      'a body',
      {
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'nul\u0000@example.com', password: 'whatever-password', portal: 'client' },
      },
    ],
  ] as const)('answers 400 in the usual shape for a NUL byte in %s', async (_where, request) => {
    const response = await handle.app().inject({
      ...request,
      ...(request.method === 'POST' ? { headers: { 'content-type': 'application/json' } } : {}),
    });
    expect(response.statusCode).toBe(400);
    const body = ZApiErrorBody.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(body.error.details)).toContain(CONTROL_CHARACTER_MESSAGE);
  });
});
