import type { Cube, PointMm, RectMm } from '../types';
import type { HexOffset, HexOrientation } from './hexCoords';
import { cubeRound } from './hexCoords';

/**
 * Millimetre layout of an offset hex map. `across` is the distance across flats (also the
 * distance between neighbouring centres); the corner radius is across / sqrt(3). The bounding
 * box of all hexes starts at (0, 0).
 */
export interface HexLayout {
  readonly across: number;
  readonly radius: number;
  /** Centre of the hex at offset (0, 0), which is cube (0, 0, 0). */
  readonly originX: number;
  readonly originY: number;
  readonly bounds: RectMm;
  readonly orientation: HexOrientation;
}

export function hexLayout(
  columns: number,
  rows: number,
  across: number,
  orientation: HexOrientation,
  offset: HexOffset,
): HexLayout {
  const radius = across / Math.sqrt(3);
  // Is the first column (flat) or row (pointy) the shifted one? Only matters for the origin.
  const firstShifted = offset === 'even';
  if (orientation === 'flat') {
    const onlyShifted = firstShifted && columns === 1;
    const originY = across / 2 + (firstShifted && !onlyShifted ? across / 2 : 0);
    return {
      across,
      radius,
      originX: radius,
      originY,
      orientation,
      bounds: { x: 0, y: 0, width: 2 * radius + 1.5 * radius * (columns - 1), height: across * rows + (columns > 1 ? across / 2 : 0) },
    };
  }
  const onlyShifted = firstShifted && rows === 1;
  const originX = across / 2 + (firstShifted && !onlyShifted ? across / 2 : 0);
  return {
    across,
    radius,
    originX,
    originY: radius,
    orientation,
    bounds: { x: 0, y: 0, width: across * columns + (rows > 1 ? across / 2 : 0), height: 2 * radius + 1.5 * radius * (rows - 1) },
  };
}

export function cubeToMm(layout: HexLayout, q: number, r: number): PointMm {
  if (layout.orientation === 'flat') {
    return { x: layout.originX + 1.5 * layout.radius * q, y: layout.originY + layout.across * (r + q / 2) };
  }
  return { x: layout.originX + layout.across * (q + r / 2), y: layout.originY + 1.5 * layout.radius * r };
}

/** The hex (possibly off the board) containing a point. */
export function mmToCube(layout: HexLayout, x: number, y: number): Cube {
  const dx = x - layout.originX;
  const dy = y - layout.originY;
  if (layout.orientation === 'flat') {
    const q = dx / (1.5 * layout.radius);
    const r = dy / layout.across - q / 2;
    return cubeRound(q, r, -q - r);
  }
  const r = dy / (1.5 * layout.radius);
  const q = dx / layout.across - r / 2;
  return cubeRound(q, r, -q - r);
}

/** Corner i of a hex, so that side i runs from corner i to corner i + 1 (clockwise on screen). */
export function cornerMm(layout: HexLayout, centre: PointMm, corner: number): PointMm {
  const startDegrees = layout.orientation === 'flat' ? 240 : 270;
  const angle = ((startDegrees + 60 * corner) * Math.PI) / 180;
  return { x: centre.x + layout.radius * Math.cos(angle), y: centre.y + layout.radius * Math.sin(angle) };
}
