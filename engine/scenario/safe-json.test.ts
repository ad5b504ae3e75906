import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_KEYS, parseJson, textPositionAt } from './safe-json';

describe('parseJson', () => {
  it('reads what JSON.parse reads, the same way, less prototype keys', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'small' }), (text) => {
        const result = parseJson(text);
        const expected: unknown = JSON.parse(text, (key, value: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : value));
        expect(result.problems.filter((p) => p.key !== 'problem.json.forbiddenKey')).toEqual([]);
        expect(result.value).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads escapes, unicode and whitespace', () => {
    const text = ' {\n\t"a\\u00e9\\n": ["\\"x\\"", -1.5e3, true, false, null, {}, []] }\r\n';
    expect(parseJson(text).value).toEqual(JSON.parse(text));
  });

  it('gives line and column of a syntax error', () => {
    const result = parseJson('{\n  "a": 1,\n  "b": tru\n}');
    expect(result.value).toBeUndefined();
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ severity: 'error', key: 'problem.json.unexpectedCharacter', pointer: '/b', text: { line: 3, column: 8 } });
  });

  it.each([
    ['{"a": 1,}', 'problem.json.expectedKey'],
    ['{"a" 1}', 'problem.json.expectedColon'],
    ['[1 2]', 'problem.json.expectedCommaOrBracket'],
    ['{"a": 1 "b": 2}', 'problem.json.expectedCommaOrBrace'],
    ['{"a": "x', 'problem.json.unterminatedString'],
    ['"\\q"', 'problem.json.badEscape'],
    ['"a\u0001b"', 'problem.json.controlCharacter'],
    ['{} {}', 'problem.json.trailingText'],
    ['[', 'problem.json.unexpectedEnd'],
    ['01', 'problem.json.trailingText'],
    ['1e999', 'problem.json.numberTooLarge'],
    ['-', 'problem.json.badNumber'],
  ])('reports %j as %s', (text, key) => {
    const result = parseJson(text);
    expect(result.value).toBeUndefined();
    expect(result.problems.map((p) => p.key)).toEqual([key]);
  });

  it('stops at the nesting limit without recursion, even a million levels deep', () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    const result = parseJson(deep, { maxDepth: 64 });
    expect(result.problems.map((p) => p.key)).toEqual(['problem.json.tooDeep']);
    expect(result.problems[0]?.params.limit).toBe(64);
    expect(parseJson('['.repeat(64) + ']'.repeat(64), { maxDepth: 64 }).problems).toEqual([]);
  });

  it('drops prototype keys with a problem and pollutes nothing', () => {
    const result = parseJson('{"__proto__": {"polluted": true}, "a": {"constructor": {"prototype": {"polluted": true}}}, "ok": 1}');
    expect(result.problems.map((p) => [p.key, p.pointer, p.params.property])).toEqual([
      ['problem.json.forbiddenKey', '/__proto__', '__proto__'],
      ['problem.json.forbiddenKey', '/a/constructor', 'constructor'],
      ['problem.json.forbiddenKey', '/a/constructor/prototype', 'prototype'],
    ]);
    const value = result.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['a', 'ok']);
    expect(value.a).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports a duplicate key with its pointer', () => {
    const result = parseJson('{"sides": [{"id": "a", "id": "b"}]}');
    expect(result.problems).toMatchObject([{ key: 'problem.json.duplicateKey', pointer: '/sides/0/id', params: { property: 'id' } }]);
  });

  it('counts lines and columns from 1', () => {
    expect(textPositionAt('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(textPositionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});
