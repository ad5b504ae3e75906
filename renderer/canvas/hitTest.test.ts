import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import r6Json from '../../scenarios/r6-ambassade.scenario.json';
import rapidJson from '../../scenarios/rapid40k-skirmish.scenario.json';
import rebellionJson from '../../scenarios/rebellion-galaxy.scenario.json';
import rivetJson from '../../scenarios/rivet-wars-m03.scenario.json';
import rivet6Json from '../../scenarios/rivet-wars-m06.scenario.json';
import siegeJson from '../../scenarios/siege-castle.scenario.json';
import { createKernel } from '../../engine/board';
import type { AreaKernel, CellKernel, FreeKernel, HexGeometry, PointMm } from '../../engine/board/types';
import type { DisplayItem } from '../../engine/print';
import { buildBoardScene } from '../../engine/print/board-scene';
import { boardModelOf, type Piece } from '../../engine/print/board-model';
import { FREE_COUNTER_MM } from '../../engine/print/scene-free';
import { modelCentres } from '../../engine/print/scene-pieces';
import { loadScenario } from '../../engine/scenario';
import type { RulesetData, Scenario } from '../../engine/scenario/types';
import { placeToken } from '../editor/edits';
import { areaAt, boardToScreen, cellAt, EDGE_TOLERANCE_PX, edgeAt, layoutPieces, pieceAt, screenToBoard, terrainPolygonAt, type PieceBox, type ViewTransform } from './hitTest';

function source(json: unknown) {
  const loaded = loadScenario(JSON.stringify(json));
  return { scenario: loaded.scenario as Scenario, ruleset: loaded.ruleset as RulesetData, language: 'en' as const };
}

const view: ViewTransform = { scale: 2.5, x: 40, y: -30 };
const onScreen = (point: PointMm) => boardToScreen(view, point);

/** A point `offsetPx` screen pixels from the middle of an edge, perpendicular to it. */
function besideEdge(kernel: CellKernel, key: string, offsetPx: number): PointMm {
  const { a, b } = kernel.edgeSegmentMm(key);
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const normal = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
  const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  return onScreen({ x: middle.x + (normal.x * offsetPx) / view.scale, y: middle.y + (normal.y * offsetPx) / view.scale });
}

const hexKernel = (orientation: HexGeometry['orientation']) =>
  createKernel({ kind: 'hex', columns: 12, rows: 9, hexSizeMm: 18, orientation, offset: 'odd', labels: 'wargame' }) as CellKernel;

const cellBoards: [string, CellKernel][] = [
  ['square', createKernel(source(r6Json).scenario.board.geometry) as CellKernel],
  ['flat hex', hexKernel('flat')],
  ['pointy hex', hexKernel('pointy')],
];

describe('view transform', () => {
  it('maps screen to board millimetres and back', () => {
    fc.assert(
      fc.property(fc.double({ min: -5000, max: 5000, noNaN: true }), fc.double({ min: -5000, max: 5000, noNaN: true }), (x, y) => {
        const back = boardToScreen(view, screenToBoard(view, { x, y }));
        expect(back.x).toBeCloseTo(x, 6);
        expect(back.y).toBeCloseTo(y, 6);
      }),
    );
  });
});

describe.each(cellBoards)('cells and edges on a %s board', (_name, kernel) => {
  it('finds the cell under the centre of every cell, and none off the board', () => {
    for (const cell of kernel.cells()) expect(cellAt(kernel, view, onScreen(kernel.cellToMm(cell)))).toEqual(cell);
    const { width, height } = kernel.boundsMm();
    expect(cellAt(kernel, view, onScreen({ x: width + 5, y: height + 5 }))).toBeNull();
  });

  it('picks the side within the pixel tolerance of a point, whatever the zoom, and no side beyond it', () => {
    const edges = kernel.allEdges();
    fc.assert(
      fc.property(fc.nat(edges.length - 1), fc.double({ min: -0.8, max: 0.8, noNaN: true }), (i, fraction) => {
        const key = edges[i] as string;
        expect(edgeAt(kernel, view, besideEdge(kernel, key, fraction * EDGE_TOLERANCE_PX))).toBe(key);
      }),
    );
    // The middle of a cell is far from every side at this zoom.
    const centre = onScreen(kernel.cellToMm(kernel.cellAt(0)));
    expect(edgeAt(kernel, view, centre)).toBeNull();
    expect(edgeAt(kernel, view, centre, 1000)).not.toBeNull();
  });
});

/** Bounding box of a display item's outline, for comparing the hit boxes with what is drawn. */
function boxOf(item: DisplayItem): { x: number; y: number; w: number; h: number } | null {
  if (item.kind === 'circle') return { x: item.centre.x, y: item.centre.y, w: item.radiusMm, h: item.radiusMm };
  if (item.kind !== 'path' || item.path.length !== 1) return null;
  const points = item.path[0]?.points ?? [];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2, w: (x1 - x0) / 2, h: (y1 - y0) / 2 };
}

function flatten(items: readonly DisplayItem[]): DisplayItem[] {
  return items.flatMap((item) => (item.kind === 'group' ? flatten(item.items) : [item]));
}

/** Every hit box matches a counter or base the board scene draws, at the same place and size. */
function expectBoxesDrawn(src: ReturnType<typeof source>, boxes: readonly PieceBox[]) {
  const drawn = flatten(buildBoardScene(src, { labels: true, showHidden: true }).items).flatMap((item) => boxOf(item) ?? []);
  for (const box of boxes) {
    const match = drawn.some((d) => Math.abs(d.x - box.centre.x) < 1e-6 && Math.abs(d.y - box.centre.y) < 1e-6 && Math.abs(d.w - box.halfWidth) < 1e-6 && Math.abs(d.h - box.halfHeight) < 1e-6);
    expect(match, box.id).toBe(true);
  }
}

describe('pieces', () => {
  it('finds tokens and units on a square board, several to a cell, where the scene draws them', () => {
    let src = source(r6Json);
    for (let i = 0; i < 3; i++) {
      const result = placeToken(src.scenario, { kind: 'trap', at: { col: 2, row: 3 } });
      if (result.ok) src = { ...src, scenario: result.scenario };
    }
    const boxes = layoutPieces(src);
    expect(boxes.map((box) => box.id)).toEqual(expect.arrayContaining(['bomb-a', 'bomb-b', 'trap-1', 'trap-2', 'trap-3']));
    expectBoxesDrawn(src, boxes);
    for (const box of boxes) expect(pieceAt(boxes, view, onScreen(box.centre))?.id).toBe(box.id);
    const kernel = createKernel(src.scenario.board.geometry) as CellKernel;
    // A corner of the cell holding bomb A is outside its counter.
    const corner = kernel.cellPolygonMm({ col: 4, row: 1 })[0] as PointMm;
    expect(pieceAt(boxes, view, onScreen({ x: corner.x + 0.5, y: corner.y + 0.5 }))).toBeNull();
  });

  it('finds Rivet Wars units in the cells of their grid setup gives them: a tank across the top row of two, riflemen in the quarters below', () => {
    const json = structuredClone(rivetJson) as { sides: { units?: unknown[] }[] };
    (json.sides[0] as { units?: unknown[] }).units = [
      { id: 'tank', profile: 'm2-wolverine', at: { col: 1, row: 1 }, slot: 1 },
      { id: 'left', profile: 'rifleman', at: { col: 1, row: 1 }, slot: 2 },
      { id: 'right', profile: 'rifleman', at: { col: 1, row: 1 }, slot: 3 },
    ];
    const src = source(json);
    const boxes = layoutPieces(src);
    expectBoxesDrawn(src, boxes);
    const kernel = createKernel(src.scenario.board.geometry) as CellKernel;
    const centre = kernel.cellToMm({ col: 1, row: 1 });
    const quarter = (src.scenario.board.geometry as { cellSizeMm: number }).cellSizeMm / 4;
    const at = (dx: number, dy: number) => pieceAt(boxes, view, onScreen({ x: centre.x + dx * quarter, y: centre.y + dy * quarter }))?.id;
    // The tank's slot 1 is in the top row: it covers both of its cells.
    expect([at(-1, -1), at(1, -1), at(-1, 1), at(1, 1)]).toEqual(['tank', 'tank', 'left', 'right']);
    const tank = boxes.find((box) => box.id === 'tank') as PieceBox;
    expect(tank.halfWidth).toBeGreaterThan(tank.halfHeight * 1.8);
  });

  it('draws a Rivet Wars mission’s garrison where setup puts it, on each strategic objective, not to be picked as the scenario’s own (mission 6)', () => {
    const src = source(rivet6Json);
    const boxes = layoutPieces(src);
    expectBoxesDrawn(src, boxes);
    const garrison = boxes.filter((box) => box.what === 'unit');
    const objectives = (rivet6Json.board.tokens ?? []).filter((token) => token.kind === 'strategic-objective');
    expect(garrison).toHaveLength(objectives.length);
    expect(garrison.every((box) => box.derived)).toBe(true);
    // Each in a quarter of its objective's grid.
    const kernel = createKernel(src.scenario.board.geometry) as CellKernel;
    const cells = new Set(garrison.map((box) => kernel.label(kernel.mmToCell(box.centre)!)));
    expect(cells).toEqual(new Set(objectives.map((token) => kernel.label(token.at as { col: number; row: number }))));
  });

  it('finds units on hexes with their side', () => {
    const src = source(siegeJson);
    const boxes = layoutPieces(src);
    expectBoxesDrawn(src, boxes);
    const lord = boxes.find((box) => box.id === 'lord') as PieceBox;
    expect(pieceAt(boxes, view, onScreen(lord.centre))).toMatchObject({ id: 'lord', what: 'unit', side: 'defenders', derived: false });
    const ram = boxes.find((box) => box.id === 'ram') as PieceBox;
    expect(pieceAt(boxes, view, onScreen(ram.centre))).toMatchObject({ id: 'ram', what: 'token', side: null });
  });

  it('finds a unit by any of its bases on a free table, and the terrain polygon under a point', () => {
    const src = source(rapidJson);
    const boxes = layoutPieces(src);
    // Tokens and one-model units are drawn in their box; a unit of several models over its formation.
    expectBoxesDrawn(src, boxes.filter((box) => box.what === 'token' || box.round));
    const unit = boxes.find((box) => box.what === 'unit' && !box.round) as PieceBox;
    const piece = boardModelOf(src).pieces.find((candidate) => candidate.id === unit.id) as Piece;
    const kernelMm = createKernel(src.scenario.board.geometry) as FreeKernel;
    const bases = modelCentres(piece, kernelMm.pointToMm(piece.at as { x: number; y: number }), FREE_COUNTER_MM);
    // Where the game's setup stands the models.
    expect(piece.modelsMm).toBeDefined();
    expect(bases.length).toBe(piece.models.length);
    const drawn = flatten(buildBoardScene(src, { labels: true, showHidden: true }).items).filter((item) => item.kind === 'circle');
    for (const [i, base] of bases.entries()) expect(drawn.some((circle) => circle.kind === 'circle' && Math.abs(circle.centre.x - base.x) < 1e-6 && Math.abs(circle.centre.y - base.y) < 1e-6 && Math.abs(circle.radiusMm * 2 - (piece.models[i]?.baseMm ?? 0)) < 1e-6)).toBe(true);
    for (const base of bases) expect(pieceAt(boxes, view, onScreen(base))?.id).toBe(unit.id);
    // Past the formation's last base, the unit is not there.
    expect(pieceAt(boxes, view, onScreen({ x: unit.centre.x + unit.halfWidth + 5, y: unit.centre.y }))?.id).not.toBe(unit.id);
    const kernel = createKernel(src.scenario.board.geometry) as FreeKernel;
    const forest = kernel.pointToMm({ x: 14, y: 24 });
    expect(terrainPolygonAt(src.scenario, kernel, view, onScreen(forest))).toBe('forest-west');
    expect(terrainPolygonAt(src.scenario, kernel, view, onScreen(kernel.pointToMm({ x: 1, y: 1 })))).toBeNull();
  });

  it('finds a vehicle anywhere on its hull as setup turns it: a box taller than wide facing down the table, wider than tall facing east', () => {
    const withRhino = (extra: object) => {
      const doc = JSON.parse(JSON.stringify(rapidJson)) as { sides: { units: unknown[] }[] };
      doc.sides[0]?.units.push({ id: 'rhino-1', name: 'Rhino', models: [{ profile: 'rhino', count: 1 }], at: { x: 40, y: 4 }, ...extra });
      return layoutPieces(source(doc)).find((box) => box.id === 'rhino-1');
    };
    // The Rhino's hull is 115 × 90 mm.
    expect(withRhino({})).toMatchObject({ halfWidth: expect.closeTo(45, 6), halfHeight: expect.closeTo(57.5, 6), round: false });
    expect(withRhino({ faceToward: { x: 60, y: 4 } })).toMatchObject({ halfWidth: expect.closeTo(57.5, 6), halfHeight: expect.closeTo(45, 6), round: false });
  });

  it('finds areas and the pieces stacked under them on an area map', () => {
    const src = source(rebellionJson);
    const board = src.scenario.board;
    const kernel = createKernel(board.geometry, { areas: board.areas ?? [], links: board.links ?? [], regions: board.regions ?? [] }) as AreaKernel;
    for (const area of kernel.areas()) expect(areaAt(kernel, view, onScreen({ x: area.xMm, y: area.yMm }))).toBe(area.id);
    expect(areaAt(kernel, view, onScreen({ x: 995, y: 5 }))).toBeNull();
    const boxes = layoutPieces(src);
    expectBoxesDrawn(src, boxes);
    const corvette = boxes.find((box) => box.id === 'corvette') as PieceBox;
    expect(pieceAt(boxes, view, onScreen(corvette.centre))).toMatchObject({ id: 'corvette', what: 'unit', side: 'rebellion' });
  });
});
