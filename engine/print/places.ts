/**
 * Where a place lies on the board, in millimetres, on any of the four kernels: the centre of a cell
 * (the upper half of it for its upper level), a point of a free table, the disc of an area. Several
 * pieces at one place share it in a small grid, so each stays visible and clickable.
 */
import type { BoardKernel } from '../board/types';
import { numberText, translate, type Language } from '../i18n/index';
import { areaRadiusMm } from './scene-area';
import { FREE_COUNTER_MM } from './scene-free';
import { squareGrid } from './scene-pieces';
import type { CellPart, Place } from '../rules/core/places';

export interface Spot {
  readonly x: number;
  readonly y: number;
  /** The width a counter drawn there may take. */
  readonly size: number;
}

/** How much of a cell the upper level takes, and how far up it is drawn. */
const ALOFT_SCALE = 0.8;
const ALOFT_LIFT = 0.22;

export function spotOf(kernel: BoardKernel, place: Place): Spot | null {
  switch (place.kind) {
    case 'cell': {
      if (kernel.kind !== 'square' && kernel.kind !== 'hex') return null;
      if (place.cell < 0 || place.cell >= kernel.cellCount) return null;
      const centre = kernel.cellToMm(kernel.cellAt(place.cell));
      const size = kernel.kind === 'square' ? kernel.geometry.cellSizeMm : kernel.geometry.hexSizeMm;
      const whole = place.level ? { x: centre.x, y: centre.y - size * ALOFT_LIFT, size: size * ALOFT_SCALE } : { x: centre.x, y: centre.y, size };
      return place.part ? partOf(whole, place.part) : whole;
    }
    case 'point':
      return kernel.kind === 'free' ? { x: place.x, y: place.y, size: FREE_COUNTER_MM } : null;
    case 'area': {
      if (kernel.kind !== 'area') return null;
      const centre = kernel.areaToMm(place.area);
      return centre ? { x: centre.x, y: centre.y, size: 2 * areaRadiusMm(kernel) } : null;
    }
  }
}

/** The spot of a part of a cell's spot (a quarter of a Rivet Wars grid, the two cells of a row of it). */
function partOf(spot: Spot, part: CellPart): Spot {
  const of = Math.max(1, part.of);
  const step = spot.size / of;
  const left = spot.x - spot.size / 2;
  const top = spot.y - spot.size / 2;
  return { x: left + (part.col + part.width / 2) * step, y: top + (part.row + part.height / 2) * step, size: step * Math.min(part.width, part.height) };
}

/**
 * The spot of each of `count` pieces sharing `spot`: the whole of it for one, then a grid of two
 * columns (four to a cell, as a Rivet Wars grid holds), three, and so on.
 */
export function shareSpot(spot: Spot, count: number): Spot[] {
  if (count <= 1) return [spot];
  const { pitch, centres } = squareGrid(spot, spot.size, count);
  return centres.map((centre) => ({ ...centre, size: pitch }));
}

/** How much smaller a counter laid over another is drawn, and how far it is moved down and right. */
const STACK_SCALE = 0.8;
const STACK_SHIFT = 0.2;

/**
 * The spot of a counter laid over another one drawn in the same cell (a figure in a siege tower, an
 * agent on a bomb): smaller and to the lower right, as players offset a stack, so that the counter
 * beneath shows at its upper left.
 */
export function stackSpot(spot: Spot): Spot {
  return { x: spot.x + spot.size * STACK_SHIFT, y: spot.y + spot.size * STACK_SHIFT, size: spot.size * STACK_SCALE };
}

/** A place as the board labels it: "C4", "1410", "1410 (top)", a system's name, a point in inches or mm: (37.4″, 22.8″), « (37,4″ ; 22,8″) ». */
export function placeLabel(kernel: BoardKernel, place: Place, aloft: string, language: Language): string {
  switch (place.kind) {
    case 'cell':
      if (kernel.kind !== 'square' && kernel.kind !== 'hex') return String(place.cell);
      return `${kernel.label(kernel.cellAt(place.cell))}${place.level ? ` ${aloft}` : ''}`;
    case 'point': {
      if (kernel.kind !== 'free') return translate(language, 'print.point', { x: numberText(language, place.x), y: numberText(language, place.y) });
      const point = kernel.pointFromMm(place);
      const length = (value: number) => (kernel.unit === 'in' ? `${numberText(language, value)}″` : `${numberText(language, value, 0)} mm`);
      return translate(language, 'print.point', { x: length(point.x), y: length(point.y) });
    }
    case 'area':
      return kernel.kind === 'area' ? kernel.label(place.area) : place.area;
  }
}
