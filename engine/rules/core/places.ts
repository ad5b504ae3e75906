/**
 * Places: where things are in a game, on any kind of board. A cell of a square or hex board (with
 * a level where the game stacks heights: the top of a siege tower), a point of a free table in
 * millimetres from its top-left corner, or an area of an area map. Views and inspectors speak in
 * places; the renderer draws them on the board's kernel and knows no game.
 */

export interface CellPlace {
  readonly kind: 'cell';
  /** Dense cell index of the board (`row * columns + col`). */
  readonly cell: number;
  /** 0 or absent: the ground; 1: the level above (the top of a siege tower). */
  readonly level?: number;
  /** Part of the cell, where a game divides it (a Rivet Wars grid of 2 × 2 cells); absent: the whole cell. */
  readonly part?: CellPart;
}

/**
 * A rectangle of a cell divided into `of` × `of` parts: its first column and row (from the top
 * left, 0-based) and how many parts it spans across and down.
 */
export interface CellPart {
  readonly col: number;
  readonly row: number;
  readonly width: number;
  readonly height: number;
  readonly of: number;
}

export interface PointPlace {
  readonly kind: 'point';
  /** Millimetres from the table's top-left corner. */
  readonly x: number;
  readonly y: number;
}

export interface AreaPlace {
  readonly kind: 'area';
  readonly area: string;
}

export type Place = CellPlace | PointPlace | AreaPlace;

export function cellPlace(cell: number, level = 0): CellPlace {
  return level > 0 ? { kind: 'cell', cell, level } : { kind: 'cell', cell };
}

/** A part of a cell: `part` of it, on the ground. */
export function cellPartPlace(cell: number, part: CellPart): CellPlace {
  return { kind: 'cell', cell, part };
}

export function pointPlace(x: number, y: number): PointPlace {
  return { kind: 'point', x, y };
}

export function areaPlace(area: string): AreaPlace {
  return { kind: 'area', area };
}

/** One string per place, for maps and React keys: `c12`, `c12^1`, `c12@1,0+2x1/2`, `p10.5,20`, `a:hoth`. */
export function placeKey(place: Place): string {
  switch (place.kind) {
    case 'cell': {
      const part = place.part ? `@${place.part.col},${place.part.row}+${place.part.width}x${place.part.height}/${place.part.of}` : '';
      return place.level ? `c${place.cell}^${place.level}${part}` : `c${place.cell}${part}`;
    }
    case 'point':
      return `p${place.x},${place.y}`;
    case 'area':
      return `a:${place.area}`;
  }
}

/** The place a `placeKey` stands for; null for anything else. */
export function parsePlaceKey(key: string): Place | null {
  const cell = /^c(\d+)(?:\^(\d+))?(?:@(\d+),(\d+)\+(\d+)x(\d+)\/(\d+))?$/.exec(key);
  if (cell) {
    const place = cellPlace(Number(cell[1]), cell[2] === undefined ? 0 : Number(cell[2]));
    if (cell[3] === undefined) return place;
    const [col, row, width, height, of] = cell.slice(3, 8).map(Number) as [number, number, number, number, number];
    return { ...place, part: { col, row, width, height, of } };
  }
  const point = /^p(-?[\d.e+-]+),(-?[\d.e+-]+)$/.exec(key);
  if (point) return pointPlace(Number(point[1]), Number(point[2]));
  return key.startsWith('a:') && key.length > 2 ? areaPlace(key.slice(2)) : null;
}

/** The whole cell of a place in part of one (a Rivet Wars grid holds four units); any other place as it is. */
export function withoutPart(place: Place): Place {
  return place.kind === 'cell' && place.part ? cellPlace(place.cell, place.level ?? 0) : place;
}

export function samePlace(a: Place, b: Place): boolean {
  return placeKey(a) === placeKey(b);
}
