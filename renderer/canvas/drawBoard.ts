/**
 * Draws the board's static layer (cells, table or area graph) as a single canvas path per style, so
 * a 100 × 100 hex map is one shape for Konva instead of 10,000.
 */
import type { AreaKernel, BoardKernel, CellKernel, FreeKernel } from '../../engine/board/types';

/** The drawing calls used, a subset shared by CanvasRenderingContext2D and Konva's Context. */
export interface PathContext {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  arc(x: number, y: number, radius: number, start: number, end: number): void;
}

export const BOARD_COLOURS = {
  table: '#fbf8f1',
  cellFill: '#fffdf8',
  grid: '#9c9484',
  border: '#3d3a33',
  area: '#e6dcc6',
  link: '#8a7f6a',
} as const;

/** Traces every cell outline into one path (shared sides are traced twice; one stroke draws them). */
export function traceCells(context: PathContext, kernel: CellKernel, cells = kernel.cells()): void {
  context.beginPath();
  for (const cell of cells) {
    const corners = kernel.cellPolygonMm(cell);
    const first = corners[0];
    if (!first) continue;
    context.moveTo(first.x, first.y);
    for (let i = 1; i < corners.length; i++) context.lineTo(corners[i]!.x, corners[i]!.y);
    context.closePath();
  }
}

/** Grid lines of a free table every `step` of its own unit (6 inches, or 100 mm). */
export function traceTableGrid(context: PathContext, kernel: FreeKernel): void {
  const step = kernel.unit === 'in' ? 6 : 100;
  const { width, height } = kernel.boundsMm();
  context.beginPath();
  for (let x = step; x < kernel.width; x += step) {
    const mm = kernel.toMm(x);
    context.moveTo(mm, 0);
    context.lineTo(mm, height);
  }
  for (let y = step; y < kernel.height; y += step) {
    const mm = kernel.toMm(y);
    context.moveTo(0, mm);
    context.lineTo(width, mm);
  }
}

export function traceAreaLinks(context: PathContext, kernel: AreaKernel): void {
  context.beginPath();
  for (const [a, b] of kernel.links()) {
    const from = kernel.areaToMm(a);
    const to = kernel.areaToMm(b);
    if (!from || !to) continue;
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
  }
}

export function traceAreas(context: PathContext, kernel: AreaKernel, radiusMm: number): void {
  context.beginPath();
  for (const area of kernel.areas()) {
    context.moveTo(area.xMm + radiusMm, area.yMm);
    context.arc(area.xMm, area.yMm, radiusMm, 0, Math.PI * 2);
  }
}

/** Radius of an area's disc: a fortieth of the shorter side of the map, so discs stay apart on a typical map. */
export function areaRadiusMm(kernel: AreaKernel): number {
  const { width, height } = kernel.boundsMm();
  return Math.max(4, Math.min(width, height) / 40);
}

export const isCellKernel = (kernel: BoardKernel): kernel is CellKernel & BoardKernel =>
  kernel.kind === 'square' || kernel.kind === 'hex';
