import { translate, type Language, type MessageParams } from '../i18n/index';
import type { Cell } from '../board/types';

export type Severity = 'error' | 'warning';

/** Where on the board a problem lies, so the editor can select it on the canvas. */
export interface ProblemLocation {
  readonly cell?: Cell;
  readonly edge?: string;
  readonly area?: string;
  readonly point?: { readonly x: number; readonly y: number };
}

/** A place in the file's text (1-based), for problems found before the text became JSON. */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

export interface Problem {
  readonly severity: Severity;
  /** JSON pointer (RFC 6901) to the value concerned; "" for the whole document. */
  readonly pointer: string;
  /** Message key in the engine's i18n catalogs. */
  readonly key: string;
  readonly params: MessageParams;
  readonly location?: ProblemLocation;
  readonly text?: TextPosition;
}

export function error(pointer: string, key: string, params: MessageParams = {}, location?: ProblemLocation): Problem {
  return location ? { severity: 'error', pointer, key, params, location } : { severity: 'error', pointer, key, params };
}

export function warning(pointer: string, key: string, params: MessageParams = {}, location?: ProblemLocation): Problem {
  return location ? { severity: 'warning', pointer, key, params, location } : { severity: 'warning', pointer, key, params };
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}

/** The problem as a sentence in the given language. */
export function renderProblem(problem: Problem, language: Language): string {
  return translate(language, problem.key, quotedIn(language, problem.params));
}

/** Names a problem lists are quoted “so”; French quotes them « ainsi ». */
export function quotedIn(language: Language, params: MessageParams): MessageParams {
  if (language !== 'fr') return params;
  const quoted: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) quoted[key] = typeof value === 'string' ? value.replace(/“([^”]*)”/g, '«\u00a0$1\u00a0»') : value;
  return quoted;
}

/** Errors first, then by pointer, so reports read top to bottom. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort((a, b) =>
    a.severity === b.severity ? (a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : 0) : a.severity === 'error' ? -1 : 1,
  );
}
