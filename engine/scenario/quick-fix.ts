/**
 * Problems of the format the editor can mend by itself, so that a file whose values went past the
 * format's bounds is never a dead end: a number brought to the nearest bound, a text cut to its
 * length, a list to its size. The fix returns a new document; the one given is left as it was.
 */
import { parsePointer, resolvePointer, withValueAt } from './json-pointer';
import type { Problem } from './problems';

/** What the fix does, for its button: the bound it brings the value to. */
export interface QuickFix {
  readonly key: 'fix.toLimit' | 'fix.shorten' | 'fix.dropExtra';
  readonly limit: number;
  readonly apply: () => unknown;
}

export function quickFix(problem: Pick<Problem, 'key' | 'pointer' | 'params'>, document: unknown): QuickFix | null {
  const limit = Number(problem.params.limit);
  if (!Number.isFinite(limit)) return null;
  // The value must be there, of the kind the problem is about: only then is it put back within bounds.
  const value = resolvePointer(document, problem.pointer);
  const path = parsePointer(problem.pointer) ?? [];
  const fix = (key: QuickFix['key'], next: unknown): QuickFix => ({ key, limit, apply: () => withValueAt(document, path, next) });
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
