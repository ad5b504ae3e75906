/**
 * Problems of the format the editor can mend by itself, so that a file whose values went past the
 * format's bounds is never a dead end: a number brought to the nearest bound, a text cut to its
 * length, a list to its size. The fix returns a new document; the one given is left as it was.
 */
import { parsePointer, resolvePointer } from './json-pointer';
import type { Problem } from './problems';

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] => typeof value === 'object' && value !== null;

/** The document with `value` at `pointer`, copied along the path; null when the path is not there. */
function withValueAt(document: unknown, pointer: string, value: unknown): unknown {
  const tokens = parsePointer(pointer);
  if (!tokens || tokens.length === 0) return null;
  const set = (node: unknown, depth: number): unknown => {
    if (!isContainer(node)) return null;
    const token = tokens[depth] as string;
    const copy: Record<string, unknown> | unknown[] = Array.isArray(node) ? [...node] : { ...node };
    if (!Object.hasOwn(copy, token)) return null;
    const child = depth === tokens.length - 1 ? value : set((copy as Record<string, unknown>)[token], depth + 1);
    if (child === null) return null;
    (copy as Record<string, unknown>)[token] = child;
    return copy;
  };
  return set(document, 0);
}

/** What the fix does, for its button: the bound it brings the value to. */
export interface QuickFix {
  readonly key: 'fix.toLimit' | 'fix.shorten' | 'fix.dropExtra';
  readonly limit: number;
  readonly apply: () => unknown;
}

export function quickFix(problem: Pick<Problem, 'key' | 'pointer' | 'params'>, document: unknown): QuickFix | null {
  const limit = Number(problem.params.limit);
  if (!Number.isFinite(limit)) return null;
  const value = resolvePointer(document, problem.pointer);
  const fix = (key: QuickFix['key'], next: unknown): QuickFix | null => (withValueAt(document, problem.pointer, next) === null ? null : { key, limit, apply: () => withValueAt(document, problem.pointer, next) });
  switch (problem.key) {
    case 'problem.schema.maximum':
    case 'problem.schema.minimum':
      return typeof value === 'number' ? fix('fix.toLimit', limit) : null;
    case 'problem.schema.maxLength':
      return typeof value === 'string' ? fix('fix.shorten', Array.from(value).slice(0, limit).join('')) : null;
    case 'problem.schema.maxItems':
      return Array.isArray(value) ? fix('fix.dropExtra', value.slice(0, limit)) : null;
    default:
      return null;
  }
}
