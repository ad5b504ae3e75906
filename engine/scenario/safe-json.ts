/**
 * A JSON parser for untrusted files: no recursion (deep nesting cannot overflow the stack), a
 * nesting limit, line and column on syntax errors, and problems instead of exceptions for
 * duplicate keys and for keys that could pollute prototypes (`__proto__`, `constructor`,
 * `prototype`), which are dropped.
 */
import { escapePointerToken } from './json-pointer';
import { error, type Problem, type TextPosition } from './problems';

export const MAX_NESTING_DEPTH = 64;
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface ParseOptions {
  readonly maxDepth?: number;
}

export interface ParseResult {
  /** Undefined when the text is not JSON. */
  readonly value?: unknown;
  readonly problems: Problem[];
}

interface Frame {
  readonly object: Record<string, unknown> | null;
  readonly array: unknown[] | null;
  key: string;
  /** The pending key is forbidden: its value is parsed and dropped. */
  dropKey: boolean;
}

class SyntaxProblem {
  constructor(
    readonly index: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export function textPositionAt(text: string, index: number): TextPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}

function describeChar(text: string, index: number): string {
  if (index >= text.length) return 'end of file';
  const code = text.codePointAt(index) ?? 0;
  return code < 0x20 || code === 0x7f ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}` : String.fromCodePoint(code);
}

export function parseJson(text: string, options: ParseOptions = {}): ParseResult {
  const maxDepth = options.maxDepth ?? MAX_NESTING_DEPTH;
  const problems: Problem[] = [];
  const stack: Frame[] = [];
  let i = 0;

  const pointer = (): string =>
    stack.map((frame) => `/${escapePointerToken(frame.array ? frame.array.length : frame.key)}`).join('');

  const skipWhitespace = (): void => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else return;
    }
  };

  const readString = (): string => {
    // i is on the opening quote.
    i++;
    let result = '';
    for (;;) {
      // Copy the run of plain characters up to a quote, a backslash or a control character.
      const start = i;
      for (let c = text.charCodeAt(i); i < text.length && c !== 0x22 && c !== 0x5c && c >= 0x20; c = text.charCodeAt(++i));
      result += text.slice(start, i);
      if (i >= text.length) throw new SyntaxProblem(i, 'problem.json.unterminatedString');
      const c = text[i];
      if (c === '"') {
        i++;
        return result;
      }
      if (c === '\\') {
        const escape = text[i + 1] ?? '';
        if (escape === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9A-Fa-f]{4}$/.test(hex)) throw new SyntaxProblem(i, 'problem.json.badEscape', { escape: `\\u${hex}` });
          result += String.fromCharCode(parseInt(hex, 16));
          i += 6;
        } else if (Object.hasOwn(ESCAPES, escape)) {
          result += ESCAPES[escape];
          i += 2;
        } else {
          throw new SyntaxProblem(i, 'problem.json.badEscape', { escape: `\\${escape}` });
        }
      } else {
        throw new SyntaxProblem(i, 'problem.json.controlCharacter', { char: describeChar(text, i) });
      }
    }
  };

  const readKey = (frame: Frame): void => {
    skipWhitespace();
    if (text[i] !== '"') throw new SyntaxProblem(i, 'problem.json.expectedKey', { found: describeChar(text, i) });
    const keyStart = i;
    const key = readString();
    skipWhitespace();
    if (text[i] !== ':') throw new SyntaxProblem(i, 'problem.json.expectedColon', { found: describeChar(text, i) });
    i++;
    frame.key = key;
    frame.dropKey = false;
    const object = frame.object as Record<string, unknown>;
    if (FORBIDDEN_KEYS.has(key)) {
      frame.dropKey = true;
      problems.push({ ...error(pointer(), 'problem.json.forbiddenKey', { property: key }), text: textPositionAt(text, keyStart) });
    } else if (Object.hasOwn(object, key)) {
      problems.push({ ...error(pointer(), 'problem.json.duplicateKey', { property: key }), text: textPositionAt(text, keyStart) });
    }
  };

  const readScalar = (): unknown => {
    const c = text[i];
    if (c === '"') return readString();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text);
      if (!match) throw new SyntaxProblem(i, 'problem.json.badNumber');
      const value = Number(match[0]);
      if (!Number.isFinite(value)) throw new SyntaxProblem(i, 'problem.json.numberTooLarge', { number: match[0].slice(0, 40) });
      i += match[0].length;
      return value;
    }
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return value;
      }
    }
    if (i >= text.length) throw new SyntaxProblem(i, 'problem.json.unexpectedEnd');
    throw new SyntaxProblem(i, 'problem.json.unexpectedCharacter', { found: describeChar(text, i) });
  };

  try {
    let value: unknown;
    parsing: for (;;) {
      skipWhitespace();
      const c = text[i];
      if (c === '{' || c === '[') {
        if (stack.length >= maxDepth) throw new SyntaxProblem(i, 'problem.json.tooDeep', { limit: maxDepth });
        i++;
        skipWhitespace();
        if (c === '{') {
          const object: Record<string, unknown> = {};
          if (text[i] === '}') {
            i++;
            value = object;
          } else {
            const frame: Frame = { object, array: null, key: '', dropKey: false };
            stack.push(frame);
            readKey(frame);
            continue parsing;
          }
        } else {
          const array: unknown[] = [];
          if (text[i] === ']') {
            i++;
            value = array;
          } else {
            stack.push({ object: null, array, key: '', dropKey: false });
            continue parsing;
          }
        }
      } else {
        value = readScalar();
      }

      // A value is complete: hand it to its container and close every container that ends here.
      for (;;) {
        const top = stack[stack.length - 1];
        if (!top) {
          skipWhitespace();
          if (i < text.length) throw new SyntaxProblem(i, 'problem.json.trailingText', { found: describeChar(text, i) });
          return { value, problems };
        }
        if (top.array) top.array.push(value);
        else if (!top.dropKey) (top.object as Record<string, unknown>)[top.key] = value;
        skipWhitespace();
        const next = text[i];
        if (next === ',') {
          i++;
          if (top.object) readKey(top);
          continue parsing;
        }
        if ((top.array && next === ']') || (top.object && next === '}')) {
          i++;
          value = top.array ?? top.object;
          stack.pop();
          continue;
        }
        if (i >= text.length) throw new SyntaxProblem(i, 'problem.json.unexpectedEnd');
        throw new SyntaxProblem(i, top.array ? 'problem.json.expectedCommaOrBracket' : 'problem.json.expectedCommaOrBrace', {
          found: describeChar(text, i),
        });
      }
    }
  } catch (caught) {
    if (!(caught instanceof SyntaxProblem)) throw caught;
    const position = textPositionAt(text, caught.index);
    problems.push({
      ...error(pointer(), caught.key, { ...caught.params, line: position.line, column: position.column }),
      text: position,
    });
    return { problems };
  }
}
