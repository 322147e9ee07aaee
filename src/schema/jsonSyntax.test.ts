import { describe, expect, it } from 'vitest';

import { jsonSyntaxError } from './jsonSyntax';

describe('jsonSyntaxError', () => {
  it('finds nothing in JSON that JSON.parse takes', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, "x\\"y\\u00e9", true, false, null, {}]}\n', '"s"', '0'])
      expect(jsonSyntaxError(text), text).toBeNull();
  });

  it.each([
    ['{"a":1,}', 1, 7, 'remove this comma: JSON allows none before "}"'],
    ['[1,\n  2,\n]', 2, 4, 'remove this comma: JSON allows none before "]"'],
    ['{"a": tru}', 1, 7, 'expected a value'],
    ['{"a" 1}', 1, 6, 'expected ":" after the field name'],
    ['{a: 1}', 1, 2, 'expected a field name in double quotes'],
    ['{"a": 1 "b": 2}', 1, 9, 'expected "," or "}" after a value'],
    ['{"a": "x\ty"}', 1, 9, 'a line break or tab inside double quotes'],
    ['{"a": "x', 1, 7, 'is never closed'],
    ['{"a": 01}', 1, 8, 'expected "," or "}"'],
    ['{"a": 1}x', 1, 9, 'more text after the end'],
    ['{"a": [1, 2', 1, 12, 'the text ends before the JSON is complete'],
    ['  \n ', 2, 2, 'the file is empty'],
  ])('%j: line %i, column %i', (text, line, column, reason) => {
    expect(() => JSON.parse(text)).toThrow();
    const e = jsonSyntaxError(text);
    expect(e).toMatchObject({ line, column });
    expect(e?.reason).toContain(reason);
  });

  it('does not overflow the stack on deep nesting', () => {
    expect(jsonSyntaxError('['.repeat(100_000))?.reason).toContain('ends before');
  });
});
