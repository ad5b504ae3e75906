import { describe, expect, it } from 'vitest';
import r6Json from '../../../scenarios/r6-ambassade.scenario.json';
import rebellionJson from '../../../scenarios/rebellion-galaxy.scenario.json';
import rapidJson from '../../../scenarios/rapid40k-skirmish.scenario.json';
import rivetJson from '../../../scenarios/rivet-wars-m01.scenario.json';
import type { Cell } from '../../../engine/board/types';
import { loadScenario } from '../../../engine/scenario';
import type { Scenario } from '../../../engine/scenario/types';
import { undo } from '../../document/history';
import { terrainByCell } from '../edits';
import { derivedRooms, hiddenPieces } from './boardFacts';
import { Harness, loadedScenario, withKeys } from './harness.test-support';
import { polygonHandles } from './selectTool';
import { resolveOptions } from './targets';
import { DEFAULT_OPTIONS } from './types';

/** An empty board of a ruleset, with its two sides, as a designer starts one. */
function emptyR6(): Scenario {
  return loadedScenario({
    version: 1,
    meta: { title: 'Empty R6', language: 'en' },
    ruleset: { id: 'r6-onboard' },
    board: { geometry: { kind: 'square', columns: 9, rows: 6, cellSizeMm: 25, labels: 'letter-number', diagonals: 'none' } },
    sides: [
      { id: 'attackers', name: 'Attackers', colour: '#e8731a', faction: 'attackers' },
      { id: 'defenders', name: 'Defenders', colour: '#2a6fdb', faction: 'defenders' },
    ],
  });
}

function emptySiege(): Scenario {
  return loadedScenario({
    version: 1,
    meta: { title: 'Empty SIEGE', language: 'en' },
    ruleset: { id: 'siege' },
    board: { geometry: { kind: 'hex', columns: 12, rows: 10, hexSizeMm: 20, orientation: 'flat', offset: 'odd', labels: 'wargame' } },
    sides: [
      { id: 'besiegers', name: 'Besiegers', colour: '#b03a2e' },
      { id: 'defenders', name: 'Defenders', colour: '#2e5cb0' },
    ],
  });
}

const row = (r: number, from: number, to: number): Cell[] => Array.from({ length: to - from + 1 }, (_, i) => ({ col: from + i, row: r }));
const errorsOf = (scenario: Scenario) => loadScenario(JSON.stringify(scenario)).problems.filter((problem) => problem.severity === 'error' && problem.key !== 'semantic.constraint.tokenCount');

describe('terrain brush', () => {
  it('previews a stroke cell by cell and records it as one edit when released', () => {
    const h = new Harness(emptyR6()).use('brush', { terrain: 'exterior' });
    const before = h.scenario;
    h.down(h.at({ col: 0, row: 2 }));
    for (const cell of row(2, 1, 8)) {
      h.move(h.at(cell));
      expect(h.controller.preview()?.cells?.cells.length).toBe(cell.col + 1);
    }
    expect(h.scenario).toBe(before);
    h.up(h.at({ col: 8, row: 2 }));
    expect(h.commits).toBe(1);
    const kinds = terrainByCell(h.scenario, h.cells);
    expect(row(2, 0, 8).every((cell) => kinds[h.cells.indexOf(cell)] === 'exterior')).toBe(true);
    expect(kinds.filter((kind) => kind === 'exterior')).toHaveLength(9);
    expect(undo(h.history).present).toBe(before);
  });

  it('fills the cells a fast pointer jumps over, on hexes too', () => {
    const h = new Harness(emptySiege()).use('brush', { terrain: 'moat' });
    h.drag([h.at({ col: 1, row: 4 }), h.at({ col: 9, row: 4 })]);
    const kinds = terrainByCell(h.scenario, h.cells);
    const moat = h.cells.cells().filter((cell) => kinds[h.cells.indexOf(cell)] === 'moat');
    expect(moat.length).toBeGreaterThanOrEqual(9);
    // Consecutive cells of the stroke share a side: no gap in the painted line.
    expect(moat.some((cell) => cell.col === 5)).toBe(true);
    expect(h.commits).toBe(1);
  });

  it('erases back to the base terrain, and flood fills a region', () => {
    const h = new Harness(loadedScenario(r6Json)).use('eraser');
    h.drag([h.at({ col: 0, row: 0 }), h.at({ col: 0, row: 3 })]);
    let kinds = terrainByCell(h.scenario, h.cells);
    expect(row(0, 0, 0).map((cell) => kinds[h.cells.indexOf(cell)])).toEqual(['floor']);
    expect(kinds[h.cells.indexOf({ col: 0, row: 3 })]).toBe('floor');
    h.use('fill', { terrain: 'exterior' }).click(h.at({ col: 4, row: 3 }));
    kinds = terrainByCell(h.scenario, h.cells);
    expect(kinds.every((kind) => kind === 'exterior')).toBe(true);
    expect(h.commits).toBe(2);
  });

  it('paints a rectangle between the cells pressed and released', () => {
    const h = new Harness(emptyR6()).use('rectangle', { terrain: 'exterior' });
    h.drag([h.at({ col: 2, row: 1 }), h.at({ col: 3, row: 2 }), h.at({ col: 4, row: 3 })]);
    const kinds = terrainByCell(h.scenario, h.cells);
    expect(kinds.filter((kind) => kind === 'exterior')).toHaveLength(9);
    expect(kinds[h.cells.indexOf({ col: 4, row: 3 })]).toBe('exterior');
  });

  it('refuses a stroke entirely off the board with a message, changing nothing', () => {
    const h = new Harness(emptyR6()).use('brush', { terrain: 'exterior' });
    const before = h.scenario;
    h.drag([h.screenOf({ x: -40, y: -40 }), h.screenOf({ x: -10, y: -30 })]);
    expect(h.scenario).toBe(before);
    expect(h.refusals.map((r) => r.key)).toEqual(['tool.place.offBoard']);
  });
});

describe('edge tool', () => {
  it('puts a door on the side clicked, then cycles its state on the next clicks', () => {
    const h = new Harness(emptyR6()).use('edge', { edgeKind: 'door' });
    h.click(h.onEdge('v:4,3'));
    expect(h.scenario.board.edges).toEqual([{ id: 'door-1', edge: 'v:4,3', kind: 'door' }]);
    h.click(h.onEdge('v:4,3'));
    expect(h.scenario.board.edges?.[0]?.state).toBe('open');
    h.click(h.onEdge('v:4,3'));
    expect(h.scenario.board.edges?.[0]?.state).toBe('barricaded');
    h.click(h.onEdge('v:4,3'));
    expect(h.scenario.board.edges?.[0]?.state).toBeUndefined();
    expect(h.commits).toBe(4);
  });

  it('places walls all along a drag as one edit, and Alt takes them away', () => {
    const h = new Harness(emptyR6()).use('edge', { edgeKind: 'wall' });
    h.drag([h.onEdge('h:1,3'), h.onEdge('h:3,3'), h.onEdge('h:6,3')]);
    expect(h.commits).toBe(1);
    expect((h.scenario.board.edges ?? []).map((edge) => edge.edge).sort()).toEqual(['h:1,3', 'h:2,3', 'h:3,3', 'h:4,3', 'h:5,3', 'h:6,3']);
    h.drag([withKeys(h.onEdge('h:2,3'), { alt: true }), withKeys(h.onEdge('h:3,3'), { alt: true })]);
    expect((h.scenario.board.edges ?? []).map((edge) => edge.edge).sort()).toEqual(['h:1,3', 'h:4,3', 'h:5,3', 'h:6,3']);
  });

  it('replaces a feature of another kind, keeping its id', () => {
    const h = new Harness(emptyR6()).use('edge', { edgeKind: 'wall' });
    h.click(h.onEdge('v:2,2'));
    h.use('edge', { edgeKind: 'window' }).click(h.onEdge('v:2,2'));
    expect(h.scenario.board.edges).toEqual([{ id: 'wall-1', edge: 'v:2,2', kind: 'window' }]);
  });

  it('works on hex sides: a gate on one side of a hex', () => {
    const h = new Harness(emptySiege()).use('edge', { edgeKind: 'gate' });
    const key = h.cells.edgeKey({ col: 4, row: 4 }, { col: 4, row: 5 }) as string;
    h.click(h.onEdge(key));
    expect(h.scenario.board.edges).toEqual([{ id: 'gate-1', edge: key, kind: 'gate' }]);
  });

  it('refuses a click in the middle of a cell: no side there', () => {
    const h = new Harness(emptyR6()).use('edge', { edgeKind: 'door' });
    const before = h.scenario;
    h.click(h.at({ col: 4, row: 3 }));
    expect(h.scenario).toBe(before);
    expect(h.refusals.map((r) => r.key)).toEqual(['tool.edge.noSide']);
  });
});

describe('tokens and units', () => {
  it('lays an R6 trap face down by default, and selects what it placed', () => {
    const h = new Harness(emptyR6()).use('token', { tokenKind: 'trap' });
    h.click(h.at({ col: 3, row: 2 }));
    const trap = h.scenario.board.tokens?.[0];
    expect(trap).toMatchObject({ kind: 'trap', at: { col: 3, row: 2 } });
    expect(h.selection.items).toEqual([{ kind: 'token', id: trap?.id }]);
    const loaded = loadScenario(JSON.stringify(h.scenario));
    expect(hiddenPieces({ scenario: loaded.scenario as Scenario, ruleset: loaded.ruleset!, language: 'en' }).has(trap?.id ?? '')).toBe(true);
  });

  it('places a unit of the side and profile picked', () => {
    const h = new Harness(emptyR6()).use('unit', { side: 'defenders', profile: 'castle' });
    h.click(h.at({ col: 6, row: 1 }));
    expect(h.scenario.sides[1]?.units).toEqual([{ id: 'castle-1', profile: 'castle', at: { col: 6, row: 1 } }]);
    expect(errorsOf(h.scenario).filter((problem) => problem.pointer.startsWith('/sides/1/units'))).toEqual([]);
  });

  it('refuses a unit off the board and a second figure on a SIEGE hex', () => {
    const h = new Harness(emptySiege()).use('unit', { side: 'besiegers', profile: 'knight' });
    h.click(h.screenOf({ x: -30, y: 50 }));
    expect(h.refusals.map((r) => r.key)).toEqual(['tool.place.offBoard']);
    h.click(h.at({ col: 2, row: 2 }));
    const after = h.scenario;
    h.click(h.at({ col: 2, row: 2 }));
    expect(h.scenario).toBe(after);
    expect(h.refusals.map((r) => r.key)).toEqual(['tool.place.offBoard', 'edit.unit.stacking']);
  });
});

describe('zones', () => {
  it('makes a new zone of the first stroke, grows it with the next, and Alt takes cells out', () => {
    const h = new Harness(emptyR6()).use('zone', { zonePurpose: 'deployment', zoneSide: 'attackers', zoneName: 'Attackers in' });
    h.drag([h.at({ col: 0, row: 0 }), h.at({ col: 0, row: 2 })]);
    const zone = h.scenario.board.zones?.[0];
    expect(zone).toMatchObject({ name: 'Attackers in', purpose: 'deployment', side: 'attackers', cells: [{ col: 0, row: 0 }, { col: 0, row: 1 }, { col: 0, row: 2 }] });
    expect(h.options.zone).toBe(zone?.id);
    expect(h.options.zoneName).toBe('');
    h.drag([h.at({ col: 1, row: 0 }), h.at({ col: 1, row: 1 })]);
    expect(h.scenario.board.zones).toHaveLength(1);
    expect(h.scenario.board.zones?.[0]?.cells).toHaveLength(5);
    h.drag([withKeys(h.at({ col: 0, row: 0 }), { alt: true })]);
    expect(h.scenario.board.zones?.[0]?.cells).toHaveLength(4);
    expect(h.commits).toBe(3);
  });

  it('makes a room zone from the walls with a click in room mode', () => {
    const h = new Harness(loadedScenario(r6Json)).use('zone', { zoneRoom: true, zonePurpose: 'objective' });
    h.click(h.at({ col: 6, row: 4 }));
    expect(h.scenario.board.zones?.at(-1)).toMatchObject({ purpose: 'objective', room: { col: 6, row: 4 } });
  });

  it('names a zone the palette leaves unnamed by its role, and its side (never left to show its id)', () => {
    const h = new Harness(emptyR6()).use('zone', { zonePurpose: 'deployment', zoneSide: 'attackers', zoneName: ' ' });
    h.drag([h.at({ col: 0, row: 0 })]);
    expect(h.scenario.board.zones?.[0]).toMatchObject({ name: 'deployment: attackers', purpose: 'deployment' });
    const room = new Harness(loadedScenario(r6Json)).use('zone', { zoneRoom: true, zonePurpose: 'objective', zoneSide: null });
    room.click(room.at({ col: 6, row: 4 }));
    expect(room.scenario.board.zones?.at(-1)).toMatchObject({ name: 'objective', purpose: 'objective' });
  });

  it('finds the rooms the walls enclose, to show while zones are painted', () => {
    const loaded = loadScenario(JSON.stringify(r6Json));
    const rooms = derivedRooms({ scenario: loaded.scenario as Scenario, ruleset: loaded.ruleset!, language: 'en' });
    const kernel = new Harness(loaded.scenario as Scenario).cells;
    // The security room of the embassy: E6..E9, bounded by walls, a door and windows.
    const security = rooms.find((room) => room.some((cell) => cell.col === 6 && cell.row === 4));
    expect(security?.map((cell) => kernel.label(cell)).sort()).toEqual(['E6', 'E7', 'E8', 'E9']);
    // The fourteen outside cells are open ground, no room: every other cell is in one room.
    expect(rooms).toHaveLength(7);
    expect(rooms.flat()).toHaveLength(kernel.cellCount - 14);
    expect(rooms.flat().some((cell) => cell.col === 0)).toBe(false);
  });
});

describe('select and move', () => {
  function withUnits(): Harness {
    const h = new Harness(emptyR6()).use('unit', { side: 'attackers', profile: 'ash' });
    h.click(h.at({ col: 1, row: 1 }));
    h.use('unit', { profile: 'attacker-agent' }).click(h.at({ col: 2, row: 1 }));
    h.use('token', { tokenKind: 'bomb' }).click(h.at({ col: 7, row: 4 }));
    return h.use('select');
  }

  it('picks with a click, adds with Shift+click, and takes away with a second Shift+click', () => {
    const h = withUnits();
    h.click(h.at({ col: 1, row: 1 }));
    expect(h.selection.items).toEqual([{ kind: 'unit', id: 'ash-1' }]);
    h.click(withKeys(h.at({ col: 2, row: 1 }), { shift: true }));
    expect(h.selection.items).toHaveLength(2);
    h.click(withKeys(h.at({ col: 1, row: 1 }), { shift: true }));
    expect(h.selection.items).toEqual([{ kind: 'unit', id: 'attacker-agent-1' }]);
    h.click(h.at({ col: 5, row: 5 }));
    expect(h.selection).toEqual({ items: [], cells: [h.cells.cellKey({ col: 5, row: 5 })] });
  });

  it('selects what a marquee encloses', () => {
    const h = withUnits();
    const topLeft = h.screenOf({ x: 20, y: 20 });
    h.drag([topLeft, h.screenOf({ x: 40, y: 30 }), h.screenOf({ x: 80, y: 45 })]);
    expect(h.selection.items.map((item) => item.id).sort()).toEqual(['ash-1', 'attacker-agent-1']);
    expect(h.controller.preview()).toBeNull();
  });

  it('moves the whole selection by a drag, from cell to cell, as one undo step', () => {
    const h = withUnits();
    h.click(h.at({ col: 1, row: 1 }));
    h.click(withKeys(h.at({ col: 2, row: 1 }), { shift: true }));
    const before = h.scenario;
    const commits = h.commits;
    const grab = h.at({ col: 1, row: 1 });
    h.down(grab).move({ ...grab, x: grab.x + 10 });
    h.move(h.at({ col: 3, row: 3 }));
    expect(h.controller.preview()?.offset).toEqual({ x: 50, y: 50 });
    h.up(h.at({ col: 3, row: 3 }));
    expect(h.commits).toBe(commits + 1);
    expect(h.scenario.sides[0]?.units?.map((unit) => unit.at)).toEqual([
      { col: 3, row: 3 },
      { col: 4, row: 3 },
    ]);
    expect(undo(h.history).present).toBe(before);
  });

  it('shows the drag off the board as refused, and refuses the drop there with a message: nothing moves, nothing is clamped', () => {
    const h = withUnits();
    h.click(h.at({ col: 1, row: 1 }));
    const before = h.scenario;
    const commits = h.commits;
    const grab = h.at({ col: 1, row: 1 });
    h.down(grab).move(h.at({ col: 2, row: 1 }));
    expect(h.controller.preview()).toEqual({ offset: { x: 25, y: 0 } });
    // Past the board's last column the ghost follows the pointer, marked as off the board.
    const outside = h.screenOf({ x: 9 * 25 + 30, y: 1.5 * 25 });
    h.move(outside);
    expect(h.controller.preview()).toEqual({ offset: { x: 9 * 25 + 30 - 37.5, y: 0 }, offBoard: true });
    h.up(outside);
    expect(h.refusals.at(-1)).toEqual({ key: 'tool.move.offBoard', params: {} });
    expect(h.commits).toBe(commits);
    expect(h.scenario).toBe(before);
  });

  it('moves walls with the selection, on their own cell sides', () => {
    const h = new Harness(emptyR6()).use('edge', { edgeKind: 'wall' });
    h.drag([h.onEdge('h:1,3'), h.onEdge('h:2,3')]);
    h.use('select').click(h.onEdge('h:1,3'));
    h.click(withKeys(h.onEdge('h:2,3'), { shift: true }));
    const grab = h.onEdge('h:1,3');
    h.drag([grab, { ...grab, y: grab.y + 40 }, h.screenOf({ x: 37.5 + 25, y: 75 + 25 })]);
    expect((h.scenario.board.edges ?? []).map((edge) => edge.edge).sort()).toEqual(['h:2,4', 'h:3,4']);
  });

  it('refuses a move that would stack two SIEGE figures, changing nothing', () => {
    const h = new Harness(emptySiege()).use('unit', { side: 'besiegers', profile: 'knight' });
    h.click(h.at({ col: 2, row: 2 }));
    h.click(h.at({ col: 4, row: 2 }));
    h.use('select');
    const before = h.scenario;
    h.drag([h.at({ col: 2, row: 2 }), h.at({ col: 3, row: 2 }), h.at({ col: 4, row: 2 })]);
    expect(h.scenario).toBe(before);
    expect(h.refusals.at(-1)?.key).toBe('edit.unit.stacking');
  });
});

describe('tiles', () => {
  it('places a tile from the library where clicked, turned as the palette says', () => {
    const base = loadedScenario(rivetJson);
    const h = new Harness({ ...base, board: { geometry: base.board.geometry }, sides: base.sides.map(({ units: _, ...side }) => side) }).use('tile', { tile: '4B', tileRotation: 90 });
    h.click(h.at({ col: 3, row: 0 }));
    expect(h.scenario.board.tiles).toEqual([{ id: 'tile-4B-1', tile: '4B', at: { col: 3, row: 0 }, rotation: 90 }]);
    h.click(h.at({ col: 4, row: 1 }));
    expect(h.refusals.at(-1)?.key).toBe('edit.tile.overlap');
  });
});

describe('free tables and area maps', () => {
  it('draws a terrain polygon with a drag, in the table’s unit', () => {
    const h = new Harness(loadedScenario(rapidJson)).use('polygon', { terrain: 'forest' });
    const count = h.scenario.board.terrain?.length ?? 0;
    h.drag([h.screenOf({ x: 254, y: 254 }), h.screenOf({ x: 300, y: 280 }), h.screenOf({ x: 508, y: 381 })]);
    const added = h.scenario.board.terrain?.at(-1);
    expect(h.scenario.board.terrain).toHaveLength(count + 1);
    expect(added?.polygon).toEqual([
      { x: 10, y: 10 },
      { x: 20, y: 10 },
      { x: 20, y: 15 },
      { x: 10, y: 15 },
    ]);
  });

  it('draws a polygon corner by corner, closed by clicking the first corner', () => {
    const h = new Harness(loadedScenario(rapidJson)).use('polygon', { terrain: 'rocks' });
    const corners = [h.screenOf({ x: 600, y: 600 }), h.screenOf({ x: 700, y: 600 }), h.screenOf({ x: 650, y: 700 })];
    for (const corner of corners) h.click(corner);
    expect(h.controller.preview()?.line?.points.length).toBeGreaterThanOrEqual(3);
    h.click(corners[0]!);
    expect(h.scenario.board.terrain?.at(-1)?.kind).toBe('rocks');
    expect(h.scenario.board.terrain?.at(-1)?.polygon).toHaveLength(3);
    // Escape drops corners under way, and their outline with them, before the pointer moves again.
    h.click(corners[1]!);
    h.move(corners[2]!);
    expect(h.controller.preview()?.line).toBeDefined();
    expect(h.controller.key(h.env(), 'Escape', corners[2]!)).toBe(true);
    expect(h.controller.preview()?.line).toBeUndefined();
  });

  it('draws a zone on a free table with the zone tool, picks it with a click and drags it whole', () => {
    const h = new Harness(loadedScenario(rapidJson)).use('zone', { zonePurpose: 'objective', zoneSide: null, zoneName: 'Crash site' });
    const count = h.scenario.board.zones?.length ?? 0;
    h.drag([h.screenOf({ x: 254, y: 762 }), h.screenOf({ x: 381, y: 889 })]);
    const zone = h.scenario.board.zones?.at(-1);
    expect(h.scenario.board.zones).toHaveLength(count + 1);
    expect(zone).toMatchObject({ name: 'Crash site', purpose: 'objective', polygon: [{ x: 10, y: 30 }, { x: 15, y: 30 }, { x: 15, y: 35 }, { x: 10, y: 35 }] });
    expect(h.selection.items).toEqual([{ kind: 'zone', id: zone?.id }]);
    expect(h.options.zoneName).toBe('');
    // Unnamed, it is named by its role.
    h.drag([h.screenOf({ x: 1270, y: 508 }), h.screenOf({ x: 1397, y: 635 })]);
    expect(h.scenario.board.zones?.at(-1)?.name).toBe('objective');
    const select = h.use('select');
    select.selection = { items: [], cells: [] };
    // A drag from a zone not selected draws a marquee: the zone stays put.
    select.drag([h.screenOf({ x: 300, y: 800 }), h.screenOf({ x: 340, y: 870 })]);
    expect(select.scenario.board.zones?.find((candidate) => candidate.id === zone?.id)?.polygon?.[0]).toEqual({ x: 10, y: 30 });
    select.click(h.screenOf({ x: 300, y: 800 }));
    expect(select.selection.items).toEqual([{ kind: 'zone', id: zone?.id }]);
    select.drag([h.screenOf({ x: 300, y: 800 }), h.screenOf({ x: 325.4, y: 800 })]);
    expect(select.scenario.board.zones?.find((candidate) => candidate.id === zone?.id)?.polygon?.[0]).toEqual({ x: 11, y: 30 });
  });

  it('adds areas on empty map and links two areas by a drag', () => {
    const h = new Harness(loadedScenario(rebellionJson), { scale: 1, x: 0, y: 0 }).use('area');
    const count = h.scenario.board.areas?.length ?? 0;
    h.click(h.screenOf({ x: 960, y: 20 }));
    const added = h.scenario.board.areas?.at(-1);
    expect(h.scenario.board.areas).toHaveLength(count + 1);
    expect(added).toMatchObject({ name: `Area ${count + 1}`, xMm: 960, yMm: 20 });
    const links = h.scenario.board.links?.length ?? 0;
    h.drag([h.screenOf({ x: 120, y: 150 }), h.screenOf({ x: 500, y: 80 }), h.screenOf({ x: 960, y: 20 })]);
    expect(h.scenario.board.links).toHaveLength(links + 1);
    expect(h.scenario.board.links?.at(-1)).toEqual(['coruscant', added?.id]);
  });
});

describe('free-table polygon handles', () => {
  function selectedPolygon() {
    const h = new Harness(loadedScenario(rapidJson), { scale: 0.5, x: 10, y: 10 }).use('select');
    const patch = h.scenario.board.terrain?.find((p) => p.polygon) as NonNullable<Scenario['board']['terrain']>[number];
    h.selection = { items: [{ kind: 'terrain', id: patch.id }], cells: [] };
    return { h, patch };
  }

  it('resizes the selected polygon about its centre by dragging the corner handle', () => {
    const { h, patch } = selectedPolygon();
    const handles = polygonHandles(h.env())!;
    const centre = h.screenOf(handles.centre);
    const from = { ...h.screenOf(handles.centre), ...handles.resize };
    const to = { ...from, x: centre.x + (from.x - centre.x) * 2, y: centre.y + (from.y - centre.y) * 2 };
    h.drag([from, to]);
    const after = h.scenario.board.terrain?.find((p) => p.id === patch.id)?.polygon ?? [];
    const span = (points: readonly { x: number }[]) => Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x));
    expect(span(after) / span(patch.polygon ?? [])).toBeCloseTo(2, 1);
    expect(h.commits).toBe(1);
  });

  it('turns the selected polygon by dragging the handle above it', () => {
    const { h, patch } = selectedPolygon();
    const handles = polygonHandles(h.env())!;
    const centre = h.screenOf(handles.centre);
    const from = { ...h.screenOf(handles.centre), ...handles.rotate };
    // A quarter turn clockwise: from above the centre to its right, at the same distance.
    const reach = Math.hypot(from.x - centre.x, from.y - centre.y);
    h.drag([from, { ...from, x: centre.x + reach, y: centre.y }]);
    const after = h.scenario.board.terrain?.find((p) => p.id === patch.id)?.polygon ?? [];
    expect(after).toHaveLength(patch.polygon?.length ?? 0);
    expect(after).not.toEqual(patch.polygon);
    const width = (points: readonly { x: number }[]) => Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x));
    const height = (points: readonly { y: number }[]) => Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y));
    expect(width(after)).toBeCloseTo(height(patch.polygon ?? []), 0);
  });
});

describe('token owners', () => {
  it('gives a new token of a kind that names its faction to that faction’s side (a rebel base to the Rebellion), and another owned kind to the first side', () => {
    const galaxy = loadedScenario(rebellionJson);
    expect(resolveOptions({ ...DEFAULT_OPTIONS, tokenKind: 'rebel-base' }, galaxy).tokenOwner).toBe('rebellion');
    expect(resolveOptions({ ...DEFAULT_OPTIONS, tokenKind: 'loyalty' }, galaxy).tokenOwner).toBe('empire');
    expect(resolveOptions({ ...DEFAULT_OPTIONS, tokenKind: 'subjugation' }, galaxy).tokenOwner).toBeNull();
    // A side the designer chose stays chosen.
    expect(resolveOptions({ ...DEFAULT_OPTIONS, tokenKind: 'rebel-base', tokenOwner: 'empire' }, galaxy).tokenOwner).toBe('empire');
  });
});
