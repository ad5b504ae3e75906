/** RFC 6901 JSON pointers. */

export function escapePointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(...tokens: readonly (string | number)[]): string {
  return tokens.map((token) => `/${escapePointerToken(token)}`).join('');
}

export function childPointer(parent: string, ...tokens: readonly (string | number)[]): string {
  return parent + pointerOf(...tokens);
}

export function parsePointer(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return null;
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value a pointer designates, or undefined; own properties only. */
export function resolvePointer(document: unknown, pointer: string): unknown {
  const tokens = parsePointer(pointer);
  if (!tokens) return undefined;
  let current: unknown = document;
  for (const token of tokens) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      current = current[Number(token)];
    } else if (current !== null && typeof current === 'object' && Object.hasOwn(current, token)) {
      current = (current as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return current;
}

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (token: string) => /^(0|[1-9]\d*)$/.test(token);

/**
 * A copy of `data` with the value at `path` (a pointer's tokens) replaced, copied along the path and
 * nowhere else; undefined removes it (a key deleted, a list item taken out).
 */
export function withValueAt(data: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [token, ...rest] = path as [string, ...string[]];
  if (Array.isArray(data) && isIndex(token)) {
    const index = Number(token);
    const next = rest.length === 0 && value === undefined ? [...data.slice(0, index), ...data.slice(index + 1)] : data.slice();
    if (rest.length > 0 || value !== undefined) next[index] = withValueAt(data[index], rest, value);
    return next;
  }
  const record: JsonRecord = isRecord(data) ? { ...data } : {};
  const inner = withValueAt(Object.hasOwn(record, token) ? record[token] : undefined, rest, value);
  if (inner === undefined) delete record[token];
  else record[token] = inner;
  return record;
}
