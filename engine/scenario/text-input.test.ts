import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8Byte, textFromBytes, textFromString } from './text-input';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('text input', () => {
  it('decodes UTF-8 and strips a byte order mark', () => {
    expect(textFromBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('{"é": 1}')])).text).toBe('{"é": 1}');
  });

  it('locates the first invalid byte', () => {
    const bytes = new Uint8Array([...utf8('{\n  "a": "'), 0xff, ...utf8('"}')]);
    const result = textFromBytes(bytes);
    expect(result.text).toBeUndefined();
    expect(result.problems).toMatchObject([{ key: 'problem.input.invalidUtf8', params: { offset: 10, line: 2, column: 9 }, text: { line: 2, column: 9 } }]);
  });

  it('agrees with TextDecoder on which byte strings are valid UTF-8', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        let valid = true;
        try {
          decoder.decode(bytes);
        } catch {
          valid = false;
        }
        expect(firstInvalidUtf8Byte(bytes) === -1).toBe(valid);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a file over the size limit before decoding it', () => {
    const result = textFromBytes(new Uint8Array(2048), 1024);
    expect(result.problems.map((p) => p.key)).toEqual(['problem.input.tooLarge']);
    expect(textFromString('x'.repeat(2048), 1024).problems.map((p) => p.key)).toEqual(['problem.input.tooLarge']);
  });

  it('reports an empty file', () => {
    expect(textFromString(' \n').problems.map((p) => p.key)).toEqual(['problem.input.empty']);
  });
});
