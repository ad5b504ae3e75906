/**
 * SVG path data ("M10 10 L90 10 A40 40 0 0 1 10 50 Z") as the display list's polylines. Symbols
 * are written in it, in ruleset data as in the default set, because it is what every drawing
 * program exports; curves and arcs are flattened finely enough for a symbol printed a hand wide.
 * Data, not code: a malformed path gives the subpaths read before the fault, never an exception.
 */
import type { PointMm, Subpath } from './display-list';

/** Segments per Bézier curve, and the largest angle an arc segment spans. */
const CURVE_STEPS = 16;
const ARC_STEP_RADIANS = Math.PI / 24;

const TOKEN = /[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/** How many numbers each command takes. */
const ARITY: Readonly<Record<string, number>> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

function cubic(from: PointMm, c1: PointMm, c2: PointMm, to: PointMm, out: PointMm[]): void {
  for (let i = 1; i <= CURVE_STEPS; i++) {
    const t = i / CURVE_STEPS;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    out.push({ x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y });
  }
}

function quadratic(from: PointMm, control: PointMm, to: PointMm, out: PointMm[]): void {
  for (let i = 1; i <= CURVE_STEPS; i++) {
    const t = i / CURVE_STEPS;
    const u = 1 - t;
    out.push({ x: u * u * from.x + 2 * u * t * control.x + t * t * to.x, y: u * u * from.y + 2 * u * t * control.y + t * t * to.y });
  }
}

/** An elliptical arc by its end points (SVG's own parametrisation), flattened into `out`. */
function arc(from: PointMm, rx0: number, ry0: number, rotationDeg: number, large: boolean, sweep: boolean, to: PointMm, out: PointMm[]): void {
  let rx = Math.abs(rx0);
  let ry = Math.abs(ry0);
  if (rx === 0 || ry === 0 || (from.x === to.x && from.y === to.y)) {
    out.push(to);
    return;
  }
  const phi = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (from.x - to.x) / 2;
  const dy = (from.y - to.y) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  // Radii too small to reach are scaled up, as SVG says.
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  const factor = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cx1 = (factor * rx * y1) / ry;
  const cy1 = (-factor * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from.x + to.x) / 2;
  const cy = sin * cx1 + cos * cy1 + (from.y + to.y) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const start = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const steps = Math.max(2, Math.ceil(Math.abs(delta) / ARC_STEP_RADIANS));
  for (let i = 1; i < steps; i++) {
    const t = start + (delta * i) / steps;
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    out.push({ x: cos * ex - sin * ey + cx, y: sin * ex + cos * ey + cy });
  }
  out.push(to);
}

/** The subpaths of a path's data, curves and arcs flattened. */
export function parsePathData(data: string): Subpath[] {
  const tokens = data.match(TOKEN) ?? [];
  const subpaths: Subpath[] = [];
  let points: PointMm[] = [];
  let current: PointMm = { x: 0, y: 0 };
  let start: PointMm = current;
  // The previous curve's second control point, for S and T.
  let lastCubic: PointMm | null = null;
  let lastQuadratic: PointMm | null = null;
  let command = '';
  let i = 0;
  const finish = (closed: boolean) => {
    if (points.length > 1 || (closed && points.length > 0)) subpaths.push({ points, closed });
    points = [];
  };
  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i++;
      if (command === 'Z' || command === 'z') {
        finish(true);
        current = start;
        lastCubic = lastQuadratic = null;
        continue;
      }
    } else if (command === '' || command === 'Z' || command === 'z') return subpaths;
    const upper = command.toUpperCase();
    const arity = ARITY[upper] as number;
    const values: number[] = [];
    for (let k = 0; k < arity; k++) {
      // Arc flags may run into the next number ("a5 5 0 0110 10", as minifiers write them).
      const flag = tokens[i + k];
      if (upper === 'A' && (k === 3 || k === 4) && flag !== undefined && /^[01]\d/.test(flag)) tokens.splice(i + k, 1, flag[0] as string, flag.slice(1));
      const value = Number(tokens[i + k]);
      if (tokens[i + k] === undefined || Number.isNaN(value) || /[A-Za-z]/.test(tokens[i + k] as string)) {
        finish(false);
        return subpaths;
      }
      values.push(value);
    }
    i += arity;
    const relative = command !== upper;
    const at = (x: number, y: number): PointMm => (relative ? { x: current.x + x, y: current.y + y } : { x, y });
    const v = values as [number, number, number, number, number, number, number];
    let next: PointMm;
    switch (upper) {
      case 'M':
        finish(false);
        next = at(v[0], v[1]);
        start = next;
        points.push(next);
        // Pairs after a moveto are linetos.
        command = relative ? 'l' : 'L';
        lastCubic = lastQuadratic = null;
        break;
      case 'L':
        next = at(v[0], v[1]);
        points.push(next);
        lastCubic = lastQuadratic = null;
        break;
      case 'H':
        next = { x: relative ? current.x + v[0] : v[0], y: current.y };
        points.push(next);
        lastCubic = lastQuadratic = null;
        break;
      case 'V':
        next = { x: current.x, y: relative ? current.y + v[0] : v[0] };
        points.push(next);
        lastCubic = lastQuadratic = null;
        break;
      case 'C': {
        const c1 = at(v[0], v[1]);
        const c2 = at(v[2], v[3]);
        next = at(v[4], v[5]);
        if (points.length === 0) points.push(current);
        cubic(current, c1, c2, next, points);
        lastCubic = c2;
        lastQuadratic = null;
        break;
      }
      case 'S': {
        const c1 = lastCubic ? { x: 2 * current.x - lastCubic.x, y: 2 * current.y - lastCubic.y } : current;
        const c2 = at(v[0], v[1]);
        next = at(v[2], v[3]);
        if (points.length === 0) points.push(current);
        cubic(current, c1, c2, next, points);
        lastCubic = c2;
        lastQuadratic = null;
        break;
      }
      case 'Q': {
        const control = at(v[0], v[1]);
        next = at(v[2], v[3]);
        if (points.length === 0) points.push(current);
        quadratic(current, control, next, points);
        lastQuadratic = control;
        lastCubic = null;
        break;
      }
      case 'T': {
        const control: PointMm = lastQuadratic ? { x: 2 * current.x - lastQuadratic.x, y: 2 * current.y - lastQuadratic.y } : current;
        next = at(v[0], v[1]);
        if (points.length === 0) points.push(current);
        quadratic(current, control, next, points);
        lastQuadratic = control;
        lastCubic = null;
        break;
      }
      default: {
        next = at(v[5], v[6]);
        if (points.length === 0) points.push(current);
        arc(current, v[0], v[1], v[2], v[3] !== 0, v[4] !== 0, next, points);
        lastCubic = lastQuadratic = null;
        break;
      }
    }
    current = next;
  }
  finish(false);
  return subpaths;
}
