import { describe, expect, it } from '@jest/globals';
import { prepareOnEveryConnection, preparedStatementName } from './prepared-statements.ts';

// A file of its own: the names live in the module, and this test fills them up.
describe('the texts named for preparing', () => {
  it('are named once each, and no more than a thousand: later ones run unnamed', () => {
    const texts = Array.from({ length: 1_001 }, (_, index) => `select ${index} where 1 = $1`);
    for (const text of texts) prepareOnEveryConnection(text);
    const first = preparedStatementName(texts[0] ?? '');
    prepareOnEveryConnection(texts[0] ?? '');
    expect(preparedStatementName(texts[0] ?? '')).toBe(first);
    const names = texts.map((text) => preparedStatementName(text));
    expect(new Set(names.slice(0, 1_000)).size).toBe(1_000);
    expect(names[1_000]).toBeUndefined();
    expect(preparedStatementName('select 1')).toBeUndefined();
  });
});
