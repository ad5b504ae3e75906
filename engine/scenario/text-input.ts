/**
 * Turns the bytes or text of a file into text the parser can read, with limits checked first so
 * that a huge or binary file gives a problem at once instead of a hang.
 */
import { error, type Problem } from './problems';

/** Files larger than this are refused before decoding (a 100 x 100 hex scenario is about 2 MB). */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

export interface TextInput {
  readonly text?: string;
  readonly problems: Problem[];
}

interface Utf8Decoder {
  decode(bytes: Uint8Array): string;
}
type Utf8DecoderConstructor = new (label: string, options: { fatal: boolean }) => Utf8Decoder;

// Every host the engine runs in (Node, browsers, Electron) has TextDecoder; the engine is compiled
// without DOM or Node types, so it is reached through globalThis with the one method used.
const DecoderClass = (globalThis as unknown as { TextDecoder?: Utf8DecoderConstructor }).TextDecoder;

/** Offset of the first byte that is not valid UTF-8, or -1. */
export function firstInvalidUtf8Byte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    let code = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

export function decodeUtf8(bytes: Uint8Array): string | null {
  if (DecoderClass) {
    try {
      return new DecoderClass('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
  if (firstInvalidUtf8Byte(bytes) !== -1) return null;
  let text = '';
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i] as number;
    const need = b < 0x80 ? 0 : b < 0xe0 ? 1 : b < 0xf0 ? 2 : 3;
    let code = need === 0 ? b : b & (0x3f >> need);
    for (let k = 1; k <= need; k++) code = (code << 6) | ((bytes[i + k] as number) & 0x3f);
    text += String.fromCodePoint(code);
    i += need + 1;
  }
  return text;
}

/** A size in megabytes, to a tenth, as messages show it (formatted in the reader's language). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/** The refusal of a file larger than a scenario or a saved game may be. */
export function tooLarge(size: number, limit = MAX_FILE_BYTES): Problem {
  return error('', 'problem.input.tooLarge', { size: megabytes(size), limit: megabytes(limit) });
}

function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function textFromBytes(bytes: Uint8Array, maxBytes = MAX_FILE_BYTES): TextInput {
  if (bytes.length > maxBytes) return { problems: [tooLarge(bytes.length, maxBytes)] };
  const text = decodeUtf8(bytes);
  if (text === null) {
    const offset = firstInvalidUtf8Byte(bytes);
    let line = 1;
    let lineStart = 0;
    for (let k = 0; k < offset; k++) {
      if (bytes[k] === 0x0a) {
        line++;
        lineStart = k + 1;
      }
    }
    const column = offset - lineStart + 1;
    return {
      problems: [{ ...error('', 'problem.input.invalidUtf8', { offset, line, column }), text: { line, column } }],
    };
  }
  return fromText(text);
}

export function textFromString(text: string, maxBytes = MAX_FILE_BYTES): TextInput {
  // A UTF-16 unit is at least one UTF-8 byte, so this bound never refuses a file within the limit.
  if (text.length > maxBytes) return { problems: [tooLarge(text.length, maxBytes)] };
  return fromText(text);
}

function fromText(raw: string): TextInput {
  const text = withoutBom(raw);
  if (text.trim() === '') return { problems: [error('', 'problem.input.empty')] };
  return { text, problems: [] };
}
