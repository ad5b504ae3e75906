import type { BoardGeometry } from './types';

export interface GeometryProblem {
  /** JSON pointer inside the geometry object, e.g. "/columns". */
  readonly path: string;
  readonly message: string;
}

const LABELS = {
  square: ['letter-number', 'number-number', 'none'],
  hex: ['wargame', 'none'],
} as const;

function positiveInteger(value: unknown, path: string, problems: GeometryProblem[], max = 10_000): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    problems.push({ path, message: `must be a whole number between 1 and ${max}` });
  }
}

function positiveSize(value: unknown, path: string, problems: GeometryProblem[]): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    problems.push({ path, message: 'must be a length greater than 0' });
  }
}

function oneOf(value: unknown, allowed: readonly string[], path: string, problems: GeometryProblem[]): void {
  if (typeof value !== 'string' || !allowed.includes(value)) {
    problems.push({ path, message: `must be one of ${allowed.map((v) => `"${v}"`).join(', ')}` });
  }
}

/**
 * What is wrong with a geometry description, as data (the scenario validator turns these into
 * located, translated messages). Empty when the geometry can build a kernel.
 */
export function geometryProblems(geometry: BoardGeometry): GeometryProblem[] {
  const problems: GeometryProblem[] = [];
  const g = geometry as unknown as Record<string, unknown>;
  switch (geometry.kind) {
    case 'square':
      positiveInteger(g.columns, '/columns', problems);
      positiveInteger(g.rows, '/rows', problems);
      positiveSize(g.cellSizeMm, '/cellSizeMm', problems);
      oneOf(g.labels, LABELS.square, '/labels', problems);
      oneOf(g.diagonals, ['none', 'once-per-move', 'always'], '/diagonals', problems);
      break;
    case 'hex':
      positiveInteger(g.columns, '/columns', problems);
      positiveInteger(g.rows, '/rows', problems);
      positiveSize(g.hexSizeMm, '/hexSizeMm', problems);
      oneOf(g.orientation, ['flat', 'pointy'], '/orientation', problems);
      oneOf(g.offset, ['odd', 'even'], '/offset', problems);
      oneOf(g.labels, LABELS.hex, '/labels', problems);
      if (g.labels === 'wargame' && typeof g.columns === 'number' && typeof g.rows === 'number' && Math.max(g.columns, g.rows) > 999) {
        problems.push({ path: '/columns', message: 'wargame labels allow at most 999 columns and rows' });
      }
      break;
    case 'free':
      oneOf(g.unit, ['in', 'mm'], '/unit', problems);
      if (g.unit === 'mm') {
        positiveSize(g.widthMm, '/widthMm', problems);
        positiveSize(g.heightMm, '/heightMm', problems);
      } else {
        positiveSize(g.widthIn, '/widthIn', problems);
        positiveSize(g.heightIn, '/heightIn', problems);
      }
      break;
    case 'area':
      positiveSize(g.widthMm, '/widthMm', problems);
      positiveSize(g.heightMm, '/heightMm', problems);
      break;
    default:
      problems.push({ path: '/kind', message: 'must be one of "square", "hex", "free", "area"' });
  }
  return problems;
}

/** Throws a RangeError naming every problem; kernels call it so a bad geometry never half-works. */
export function assertGeometry(geometry: BoardGeometry): void {
  const problems = geometryProblems(geometry);
  if (problems.length > 0) {
    const detail = problems.map((p) => `${p.path} ${p.message}`).join('; ');
    throw new RangeError(`Invalid ${String(geometry.kind)} board geometry: ${detail}.`);
  }
}
