/**
 * How an edge feature looks in its state, from the ruleset's data alone: a state that blocks sight
 * is a solid bar (wall, closed door), one that only hinders it is dashed (arrow slit, parapet), and
 * one that leaves sight clear is hollow (open door, open window, destroyed wall).
 */
import type { EdgeKind } from '../scenario/types';
import { normalColour, PAPER_WHITE } from './colour';
import type { Stroke } from './display-list';

/** Bar thickness for a cell size: visible on small hexes, not swallowing large squares. */
export function edgeWidthMm(cellSizeMm: number): number {
  return Math.min(2.4, Math.max(0.8, cellSizeMm * 0.07));
}

/** Strokes drawn one over the other along the edge's segment. */
export function edgeLook(kind: EdgeKind | undefined, stateId: string, widthMm: number): Stroke[] {
  const state = kind && Object.hasOwn(kind.states, stateId) ? kind.states[stateId] : undefined;
  const colour = normalColour(state?.colour ?? kind?.colour, '#333333');
  const sight = state?.lineOfSight ?? 'block';
  if (sight === 'clear') {
    return [
      { colour, widthMm, cap: 'butt' },
      { colour: PAPER_WHITE, widthMm: widthMm * 0.45, cap: 'butt' },
    ];
  }
  if (sight === 'hinder' || sight === 'into') return [{ colour, widthMm, cap: 'butt', dashMm: [widthMm * 1.6, widthMm * 0.9] }];
  // Impassable bars get square caps so walls meet cleanly at corners.
  return [{ colour, widthMm: state?.passable === false ? widthMm : widthMm * 0.85, cap: state?.passable === false ? 'square' : 'butt' }];
}

/** A key telling looks apart, to draw every edge of one look as one path. */
export function lookKey(kind: string, state: string): string {
  return `${kind}\u0000${state}`;
}
