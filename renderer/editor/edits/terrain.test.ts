import { describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import rivetJson from '../../../scenarios/rivet-wars-m01.scenario.json';
import siegeJson from '../../../scenarios/siege-castle.scenario.json';
import { boardOf, eraseTerrain, floodFillTerrain, paintTerrain, paintTerrainRectangle, rulesetOf, terrainByCell } from './index';
import { loaded, refusal, roundTrip } from './test-support';
import type { CellKernel } from '../../../engine/board/types';
import type { Scenario } from '../../../engine/scenario/types';

const r6 = loaded(r6Json);
const siege = loaded(siegeJson);
const kernelOf = (scenario: Scenario) => (boardOf(scenario) as { kernel: CellKernel }).kernel;
const terrainAt = (scenario: Scenario, col: number, row: number) => terrainByCell(scenario, kernelOf(scenario))[kernelOf(scenario).indexOf({ col, row })];

describe('terrain painting', () => {
  it('paints a brush stroke into one patch of the kind, as one undo step, sharing what it did not touch', () => {
    const cells = [{ col: 3, row: 2 }, { col: 4, row: 2 }, { col: 4, row: 2 }];
    const after = roundTrip(r6, paintTerrain(r6, { kind: 'exterior', cells }));
    expect(terrainAt(after, 3, 2)).toBe('exterior');
    expect(terrainAt(after, 4, 2)).toBe('exterior');
    const exterior = after.board.terrain?.filter((patch) => patch.kind === 'exterior') ?? [];
    expect(exterior).toHaveLength(1);
    expect(exterior[0]?.id).toBe('outside');
    expect(exterior[0]?.cells?.filter((cell) => cell.col === 4 && cell.row === 2)).toHaveLength(1);
    expect(after.sides).toBe(r6.sides);
    expect(after.board.edges).toBe(r6.board.edges);
    expect(after.board.zones).toBe(r6.board.zones);
    expect(after.meta).toBe(r6.meta);
  });

  it('moves a cell from one kind to another, and drops patches left empty', () => {
    const once = roundTrip(siege, paintTerrain(siege, { kind: 'brush', cells: [{ col: 18, row: 12 }] }));
    expect(terrainAt(once, 18, 12)).toBe('brush');
    // The keep's door patch held only that cell: it is gone, not left empty.
    expect(once.board.terrain?.some((patch) => patch.id === 'keep-door')).toBe(false);
    expect(once.board.terrain?.filter((patch) => patch.cells?.some((cell) => cell.col === 18 && cell.row === 12))).toHaveLength(1);
  });

  it('creates a patch with a fresh id for a kind not painted yet', () => {
    // The first terrain kind of the ruleset the sample does not paint yet.
    const painted = new Set((siege.board.terrain ?? []).map((patch) => patch.kind));
    const kind = Object.keys(rulesetOf(siege)?.terrain ?? {}).find((candidate) => !painted.has(candidate) && candidate !== siege.board.defaultTerrain);
    if (!kind) throw new Error('The SIEGE sample paints every terrain kind.');
    const result = paintTerrain(siege, { kind, cells: [{ col: 0, row: 19 }] });
    const after = roundTrip(siege, result);
    expect(result.ok && result.created).toBe(`${kind}-1`);
    expect(after.board.terrain?.at(-1)).toEqual({ id: `${kind}-1`, kind, cells: [{ col: 0, row: 19 }] });
  });

  it('changes nothing, and records no step, when the cells already have the kind', () => {
    const result = paintTerrain(r6, { kind: 'exterior', cells: [{ col: 0, row: 0 }] });
    expect(result.ok && result.scenario).toBe(r6);
  });

  it('paints the base terrain by erasing on a board without tiles', () => {
    const after = roundTrip(r6, paintTerrain(r6, { kind: 'floor', cells: [{ col: 0, row: 0 }] }));
    expect(terrainAt(after, 0, 0)).toBe('floor');
    expect(after.board.terrain?.[0]?.cells?.some((cell) => cell.col === 0 && cell.row === 0)).toBe(false);
  });

  it('paints a rectangle of cells between two corners, clipped to the board', () => {
    const after = roundTrip(r6, paintTerrainRectangle(r6, { kind: 'exterior', from: { col: 7, row: 3 }, to: { col: 12, row: 1 } }));
    for (const [col, row] of [[7, 1], [8, 1], [7, 3], [8, 2]] as const) expect(terrainAt(after, col, row)).toBe('exterior');
    expect(terrainAt(after, 6, 2)).toBe('floor');
  });

  it('flood-fills the region of the same terrain and stops at other terrain', () => {
    const after = roundTrip(r6, floodFillTerrain(r6, { kind: 'exterior', at: { col: 4, row: 2 } }));
    const kinds = terrainByCell(after, kernelOf(after));
    expect(kinds.every((kind) => kind === 'exterior')).toBe(true);
    const back = roundTrip(after, floodFillTerrain(after, { kind: 'floor', at: { col: 0, row: 0 } }));
    expect(back.board.terrain).toBeUndefined();
    expect(terrainByCell(back, kernelOf(back)).every((kind) => kind === 'floor')).toBe(true);
  });

  it('flood-fills on hexes through shared sides', () => {
    const after = roundTrip(siege, floodFillTerrain(siege, { kind: 'moat', at: { col: 17, row: 9 } }));
    // The keep's interior (7 hexes) becomes moat; its door hex, another kind, does not.
    for (const cell of siege.board.terrain?.find((patch) => patch.id === 'keep')?.cells ?? []) expect(terrainAt(after, cell.col, cell.row)).toBe('moat');
    expect(terrainAt(after, 18, 12)).toBe('tower-door');
  });

  it('erases cells back to the base terrain', () => {
    const after = roundTrip(r6, eraseTerrain(r6, { cells: [{ col: 0, row: 0 }, { col: 0, row: 1 }] }));
    expect(terrainAt(after, 0, 0)).toBe('floor');
    expect(terrainAt(after, 0, 2)).toBe('exterior');
    expect(eraseTerrain(r6, { cells: [{ col: 4, row: 2 }] })).toEqual({ ok: true, scenario: r6 });
  });

  it('refuses cells off the board, unknown kinds, and cells off the tiles of a tiled board', () => {
    expect(refusal(paintTerrain(r6, { kind: 'exterior', cells: [{ col: 9, row: 0 }] }))).toEqual({ key: 'edit.place.cellOffBoard', params: { col: 10, row: 1 } });
    expect(refusal(paintTerrain(r6, { kind: 'lava', cells: [{ col: 0, row: 0 }] }))).toEqual({ key: 'edit.terrain.unknownKind', params: { kind: 'lava' } });
    const rivet = loaded(rivetJson);
    const withoutTile = { ...rivet, board: { ...rivet.board, tiles: rivet.board.tiles?.slice(1) } };
    expect(refusal(paintTerrain(withoutTile, { kind: 'duckboards', cells: [{ col: 0, row: 0 }] })).key).toBe('edit.place.offTiles');
  });

  it('paints the base kind as a patch on a tiled board, over the tile', () => {
    const rivet = loaded(rivetJson);
    const after = roundTrip(rivet, paintTerrain(rivet, { kind: 'duckboards', cells: [{ col: 1, row: 1 }] }));
    expect(terrainAt(after, 1, 1)).toBe('duckboards');
    const mud = roundTrip(after, paintTerrain(after, { kind: 'mud', cells: [{ col: 1, row: 1 }] }));
    expect(terrainAt(mud, 1, 1)).toBe('mud');
  });
});
