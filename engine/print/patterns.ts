/**
 * Fill patterns of the ruleset data ("hatch", "bricks"...), as repeating tiles in mm. Each back end
 * tiles them natively (PDF tiling patterns, SVG <pattern>), so a large area costs one tile, not
 * thousands of marks. Patterns keep terrain apart when printed in black and white.
 */
import { darker } from './colour';
import { segment, type DisplayItem, type Fill, type PatternTile, type Stroke, type Subpath } from './display-list';

export type PatternName = 'solid' | 'hatch' | 'cross-hatch' | 'dots' | 'waves' | 'grass' | 'bricks' | 'stipple';

const line = (x1: number, y1: number, x2: number, y2: number): Subpath => segment({ x: x1, y: y1 }, { x: x2, y: y2 });

function strokes(path: Subpath[], stroke: Stroke): DisplayItem[] {
  return [{ kind: 'path', path, stroke }];
}

function dots(points: readonly (readonly [number, number])[], radiusMm: number, colour: string): DisplayItem[] {
  return points.map(([x, y]) => ({ kind: 'circle', centre: { x, y }, radiusMm, fill: { colour } }));
}

/** Diagonal lines rising to the right, with the corner pieces that make them seamless. */
function risingDiagonals(size: number): Subpath[] {
  return [line(0, size, size, 0), line(-1, 1, 1, -1), line(size - 1, size + 1, size + 1, size - 1)];
}

function fallingDiagonals(size: number): Subpath[] {
  return [line(0, 0, size, size), line(-1, size - 1, 1, size + 1), line(size - 1, -1, size + 1, 1)];
}

/** One period of a wave, sampled finely enough to look smooth at print resolution. */
function wave(width: number, y: number, amplitude: number): Subpath {
  const points = [];
  for (let i = 0; i <= 24; i++) points.push({ x: (width * i) / 24, y: y + amplitude * Math.sin((2 * Math.PI * i) / 24) });
  return { points, closed: false };
}

function markings(name: Exclude<PatternName, 'solid'>, ink: string): PatternTile {
  const thin: Stroke = { colour: ink, widthMm: 0.22, cap: 'round' };
  switch (name) {
    case 'hatch':
      return { widthMm: 3, heightMm: 3, items: strokes(risingDiagonals(3), thin) };
    case 'cross-hatch':
      return { widthMm: 3, heightMm: 3, items: strokes([...risingDiagonals(3), ...fallingDiagonals(3)], thin) };
    case 'dots':
      return { widthMm: 3, heightMm: 3, items: dots([[1.5, 1.5]], 0.4, ink) };
    case 'stipple':
      return { widthMm: 6, heightMm: 6, items: dots([[0.8, 1.1], [3.9, 0.6], [2.4, 3.1], [5.2, 3.6], [1.2, 4.9], [4.1, 5.3]], 0.22, ink) };
    case 'waves':
      return { widthMm: 6, heightMm: 3, items: strokes([wave(6, 1.5, 0.6)], thin) };
    case 'grass':
      return { widthMm: 6, heightMm: 6, items: strokes([line(1, 2.4, 1.5, 1.2), line(1.5, 1.2, 2, 2.4), line(4, 5.2, 4.5, 4), line(4.5, 4, 5, 5.2)], thin) };
    case 'bricks':
      return { widthMm: 6, heightMm: 3, items: strokes([line(0, 0, 6, 0), line(0, 1.5, 6, 1.5), line(0, 3, 6, 3), line(0, 0, 0, 1.5), line(6, 0, 6, 1.5), line(3, 1.5, 3, 3)], thin) };
  }
}

const PATTERN_NAMES: readonly PatternName[] = ['solid', 'hatch', 'cross-hatch', 'dots', 'waves', 'grass', 'bricks', 'stipple'];

export function isPatternName(name: string | undefined): name is PatternName {
  return name !== undefined && (PATTERN_NAMES as readonly string[]).includes(name);
}

/** Collects the pattern tiles a document uses, one per pattern and colour. */
export class PatternBook {
  private readonly tiles = new Map<string, PatternTile>();

  /** The fill for an area of `colour` drawn with a ruleset pattern (plain colour when solid or unknown). */
  fill(pattern: string | undefined, colour: string): Fill {
    if (!isPatternName(pattern) || pattern === 'solid') return { colour };
    const id = `${pattern}-${colour.slice(1)}`;
    if (!this.tiles.has(id)) this.tiles.set(id, { ...markings(pattern, darker(colour)), background: colour });
    return { pattern: id };
  }

  /** A zone's hatching: sparse falling lines of `colour` on a clear background; `across` leans the other way, for a zone laid over another's cells. */
  zoneHatch(colour: string, across = false): Fill {
    const id = `zone-${colour.slice(1)}${across ? '-across' : ''}`;
    if (!this.tiles.has(id)) this.tiles.set(id, { widthMm: 5, heightMm: 5, items: strokes(across ? risingDiagonals(5) : fallingDiagonals(5), { colour, widthMm: 0.35, cap: 'round' }) });
    return { pattern: id };
  }

  /** Fine dots of `colour` on a clear background, a haze over what lies beneath: a token laid on a whole zone (smoke). */
  haze(colour: string): Fill {
    const id = `haze-${colour.slice(1)}`;
    if (!this.tiles.has(id)) this.tiles.set(id, markings('stipple', colour));
    return { pattern: id };
  }

  all(): Record<string, PatternTile> {
    return Object.fromEntries(this.tiles);
  }
}
