/**
 * What the canvas shows of a board whose scenario does not pass the schema yet (no print scene):
 * the bare grid, table or area graph, as display items for the same raster as a full scene.
 */
import type { BoardKernel, PointMm } from '../../engine/board/types';
import type { DisplayItem, Subpath } from '../../engine/print';
import { regionalise } from '../../engine/print/display-list';
import { areaRadiusMm, BOARD_COLOURS, isCellKernel, traceAreaLinks, traceAreas, traceCells, traceTableGrid, type PathContext } from './drawBoard';

/** A PathContext that records subpaths instead of drawing them. */
class PathRecorder implements PathContext {
  readonly subpaths: Subpath[] = [];
  private points: PointMm[] = [];

  private flush(closed: boolean): void {
    if (this.points.length > 0) this.subpaths.push({ points: this.points, closed });
    this.points = [];
  }

  beginPath(): void {
    this.flush(false);
  }
  moveTo(x: number, y: number): void {
    this.flush(false);
    this.points.push({ x, y });
  }
  lineTo(x: number, y: number): void {
    this.points.push({ x, y });
  }
  closePath(): void {
    this.flush(true);
  }
  rect(x: number, y: number, width: number, height: number): void {
    this.flush(false);
    this.subpaths.push({ points: [{ x, y }, { x: x + width, y }, { x: x + width, y: y + height }, { x, y: y + height }], closed: true });
  }
  /** Full circles only (the area discs), as 32-gons. */
  arc(x: number, y: number, radius: number): void {
    this.flush(false);
    this.subpaths.push({ points: Array.from({ length: 32 }, (_, i) => ({ x: x + radius * Math.cos((i * Math.PI) / 16), y: y + radius * Math.sin((i * Math.PI) / 16) })), closed: true });
  }
  done(): Subpath[] {
    this.flush(false);
    return this.subpaths;
  }
}

const record = (trace: (context: PathContext) => void): Subpath[] => {
  const recorder = new PathRecorder();
  trace(recorder);
  return recorder.done();
};

/** Line width of the bare grid: thin, but visible when the whole board fits the view. */
const LINE_MM = 0.3;

/** The bare board, its long paths cut into regions so each raster tile draws only its part. */
export function bareBoardItems(kernel: BoardKernel): DisplayItem[] {
  return regionalise(bareItems(kernel), REGION_MM);
}

/** Size of the regions long paths are cut into, as the print scene does. */
const REGION_MM = 50;

function bareItems(kernel: BoardKernel): DisplayItem[] {
  const { x, y, width, height } = kernel.boundsMm();
  const frame: DisplayItem = {
    kind: 'path',
    path: [{ points: [{ x, y }, { x: x + width, y }, { x: x + width, y: y + height }, { x, y: y + height }], closed: true }],
    fill: { colour: BOARD_COLOURS.table },
    stroke: { colour: BOARD_COLOURS.border, widthMm: LINE_MM * 2 },
  };
  if (isCellKernel(kernel)) {
    return [frame, { kind: 'path', path: record((c) => traceCells(c, kernel)), fill: { colour: BOARD_COLOURS.cellFill }, stroke: { colour: BOARD_COLOURS.grid, widthMm: LINE_MM } }];
  }
  if (kernel.kind === 'free') return [frame, { kind: 'path', path: record((c) => traceTableGrid(c, kernel)), stroke: { colour: BOARD_COLOURS.grid, widthMm: LINE_MM } }];
  return [
    frame,
    { kind: 'path', path: record((c) => traceAreaLinks(c, kernel)), stroke: { colour: BOARD_COLOURS.link, widthMm: LINE_MM * 2 } },
    { kind: 'path', path: record((c) => traceAreas(c, kernel, areaRadiusMm(kernel))), fill: { colour: BOARD_COLOURS.area }, stroke: { colour: BOARD_COLOURS.border, widthMm: LINE_MM } },
  ];
}
