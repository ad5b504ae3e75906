import { describe, expect, it } from 'vitest';
import rapidJson from '../../scenarios/rapid40k-skirmish.scenario.json';
import rebellionJson from '../../scenarios/rebellion-galaxy.scenario.json';
import rivetJson from '../../scenarios/rivet-wars-m01.scenario.json';
import siegeJson from '../../scenarios/siege-castle.scenario.json';
import { loadScenario, type Problem } from '../../engine/scenario';
import { boardKernelOf } from '../document/board';
import type { ScenarioData } from '../document/openDocument';
import { itemName, itemsAtPointer, panelOfPointer, placeOfItem, problemTarget, problemWhere } from './locate';

type Json = Record<string, unknown>;
const copy = <T>(value: T): T => structuredClone(value);

function kernelOf(document: ScenarioData) {
  const board = boardKernelOf(document);
  return board.ok ? board.kernel : null;
}

function problemsOf(document: Json): Problem[] {
  return loadScenario(JSON.stringify(document)).problems;
}

describe('pointer to selection', () => {
  it('maps list entries to the ids of the items they hold', () => {
    expect(itemsAtPointer(siegeJson, '/sides/1/units/2/at')).toEqual([{ kind: 'unit', id: 'sergeant-2' }]);
    expect(itemsAtPointer(siegeJson, '/board/edges/1')).toEqual([{ kind: 'edge', id: 'wall-2' }]);
    expect(itemsAtPointer(siegeJson, '/board/tokens/0/state')).toEqual([{ kind: 'token', id: 'drawbridge-1' }]);
    expect(itemsAtPointer(siegeJson, '/board/terrain/0/cells/4')).toEqual([{ kind: 'terrain', id: 'keep' }]);
    expect(itemsAtPointer(rivetJson, '/board/tiles/1/at')).toEqual([{ kind: 'tile', id: 'tile-3B' }]);
    expect(itemsAtPointer(rebellionJson, '/board/links/0')).toEqual([
      { kind: 'area', id: 'coruscant' },
      { kind: 'area', id: 'kuat' },
    ]);
    expect(itemsAtPointer(rebellionJson, '/board/regions/0').map((item) => item.id)).toEqual(
      rebellionJson.board.areas.filter((area) => area.region === 'core').map((area) => area.id),
    );
  });

  it('gives nothing for pointers off the board or past the end of a list', () => {
    expect(itemsAtPointer(siegeJson, '/meta/title')).toEqual([]);
    expect(itemsAtPointer(siegeJson, '/sides/0')).toEqual([]);
    expect(itemsAtPointer(siegeJson, '/board/tokens/999')).toEqual([]);
    expect(itemsAtPointer(siegeJson, '/sides/9/units/0')).toEqual([]);
    expect(itemsAtPointer(siegeJson, '/board/tokens/-1')).toEqual([]);
    expect(panelOfPointer('/meta/title')).toBe('scenario');
    expect(panelOfPointer('/victory/2/zones/0')).toBe('scenario');
    expect(panelOfPointer('/sides/1/colour')).toBe('sides');
    expect(panelOfPointer('/sides/1/units/0')).toBeNull();
  });

  it('selects the unit of a stacking problem and centres on its hex, labelled as the board labels it', () => {
    const document = copy(siegeJson) as Json & typeof siegeJson;
    document.sides[1]!.units[2]!.at = { col: 18, row: 10 };
    const problem = problemsOf(document).find((p) => p.key === 'problem.unit.stacking');
    expect(problem?.pointer).toBe('/sides/1/units/2/at');
    const target = problemTarget(document, kernelOf(document), problem!);
    expect(target.selection).toEqual({ items: [{ kind: 'unit', id: 'sergeant-2' }], cells: [] });
    expect(target.centre).toEqual({ kind: 'cell', key: '18,10' });
    expect(target.cellLabel).toBe('1911');
    expect(target.panel).toBeNull();
  });

  it('selects a wall on a side that is not a side of the board by its edge', () => {
    const document = copy(siegeJson) as Json & typeof siegeJson;
    document.board.edges[0]!.edge = 'n:99,99';
    const problem = problemsOf(document).find((p) => p.pointer === '/board/edges/0/edge');
    expect(problem).toBeDefined();
    const target = problemTarget(document, kernelOf(document), problem!);
    expect(target.selection?.items).toEqual([{ kind: 'edge', id: 'wall-1' }]);
    // An edge the board does not have has nowhere to centre.
    expect(target.centre).toBeNull();
  });

  it('centres on a unit of a free table in millimetres, and on an area by its position', () => {
    const rapid = rapidJson as unknown as ScenarioData;
    expect(placeOfItem(rapid, kernelOf(rapid), { kind: 'unit', id: 'command' }).centre).toEqual({ kind: 'point', xMm: 36 * 25.4, yMm: 6 * 25.4 });
    const galaxy = copy(rebellionJson) as Json & typeof rebellionJson;
    galaxy.board.tokens[0]!.at = { area: 'nowhere' };
    const problem = problemsOf(galaxy).find((p) => p.pointer.startsWith('/board/tokens/0'));
    const target = problemTarget(galaxy, kernelOf(galaxy), problem!);
    expect(target.selection?.items).toEqual([{ kind: 'token', id: 'rebel-base' }]);
    const coruscant = rebellionJson.board.areas[0]!;
    expect(placeOfItem(rebellionJson, kernelOf(rebellionJson), { kind: 'area', id: coruscant.id }).centre).toEqual({ kind: 'point', xMm: coruscant.xMm, yMm: coruscant.yMm });
  });

  it('selects the units a side has too many of (« 2 Ash, the box holds 1 »), rather than nothing', async () => {
    const r6 = copy((await import('../../scenarios/r6-ambassade.scenario.json')).default) as Json & { sides: { units: Json[] }[] };
    const { deployIn: _deployIn, ...ash } = r6.sides[0]!.units[0]!;
    r6.sides[0]!.units.push({ ...ash, id: 'ash-2', at: { col: 0, row: 1 } });
    const problem = problemsOf(r6).find((p) => p.key === 'problem.supply.units');
    expect(problem?.pointer).toBe('/sides/0/units');
    expect(problemTarget(r6, kernelOf(r6), problem!).selection?.items).toEqual([{ kind: 'unit', id: 'ash' }, { kind: 'unit', id: 'ash-2' }]);
  });

  it('points a problem of the metadata or of a side to its panel, selecting nothing', () => {
    const document = copy(siegeJson) as Json & typeof siegeJson;
    document.sides[1]!.colour = document.sides[0]!.colour;
    const problem = problemsOf(document).find((p) => p.key === 'problem.side.sameColour');
    expect(problemTarget(document, kernelOf(document), problem!)).toEqual({ selection: null, centre: null, cellLabel: null, panel: 'sides' });
  });

  it('selects the cell of a problem with a location and no item', () => {
    const target = problemTarget(siegeJson, kernelOf(siegeJson), { pointer: '/board', location: { cell: { col: 2, row: 3 } } });
    expect(target.selection).toEqual({ items: [], cells: ['2,3'] });
    expect(target.cellLabel).toBe('0304');
  });

  it('never fails on a document that does not pass the schema', () => {
    const broken = { board: { tokens: [{ kind: 7 }, 'x', null], edges: 'none', geometry: { kind: 'hex' } }, sides: [{ units: [{ at: { col: 'a' } }] }] };
    for (const pointer of ['/board/tokens/0', '/board/tokens/1/at', '/board/edges/0', '/sides/0/units/0/at', '/board/links/0', '']) {
      expect(problemTarget(broken, kernelOf(broken), { pointer, location: { cell: { col: 1, row: 1 }, edge: 'h:1,1' } }).selection).toBeNull();
    }
    expect(placeOfItem(broken, null, { kind: 'token', id: 'x' })).toEqual({ centre: null, cell: null });
  });
});

describe('where a problem is, in words', () => {
  const ruleset = loadScenario(JSON.stringify(siegeJson)).ruleset;
  const kernel = kernelOf(siegeJson);
  const words = (value: { text: string } | { key: string; params?: Readonly<Record<string, string | number>> } | null) => (value === null ? null : 'text' in value ? value.text : [value.key, value.params ?? {}]);

  it('names the piece and its cell as the board labels it, never a pointer or an id', () => {
    const where = problemWhere(siegeJson, kernel, { pointer: '/sides/1/units/2/at' }, 'en', ruleset);
    expect(words(where.what)).toBe('Sergeant');
    expect(words(where.place)).toEqual(['panels.problems.cell', { label: '1710' }]);
    expect(words(itemName(siegeJson, { kind: 'token', id: 'drawbridge-1' }, 'fr', ruleset))).toBe('Pont-levis');
  });

  it('names a wall, door or window by the cells either side of it, or the one beside the rim', () => {
    const hexes = kernel?.kind === 'hex' ? kernel : null;
    const inner = hexes?.allEdges().find((key) => hexes.cellsOfEdge(key).length === 2) ?? '';
    const rim = hexes?.allEdges().find((key) => hexes.cellsOfEdge(key).length === 1) ?? '';
    const [a, b] = hexes?.cellsOfEdge(inner).map((cell) => hexes.label(cell)) ?? [];
    expect(words(problemWhere(siegeJson, kernel, { pointer: '/board/edges/0', location: { edge: inner } }, 'en', ruleset).place)).toEqual(['panels.problems.edge', { a, b }]);
    const [only] = hexes?.cellsOfEdge(rim).map((cell) => hexes.label(cell)) ?? [];
    expect(words(problemWhere(siegeJson, kernel, { pointer: '/board/edges/0', location: { edge: rim } }, 'en', ruleset).place)).toEqual(['panels.problems.rim', { label: only }]);
  });

  it('says a piece off the board is off the board', () => {
    const lost = copy(siegeJson) as Json & { board: { tokens: Json[] } };
    lost.board.tokens[0] = { ...lost.board.tokens[0], at: { col: 99, row: 99 } };
    expect(words(problemWhere(lost, kernel, { pointer: '/board/tokens/0/at' }, 'en', ruleset).place)).toEqual(['panels.where.offBoard', {}]);
  });

  it('names the part of the scenario a problem off the board is about', () => {
    expect(words(problemWhere(siegeJson, kernel, { pointer: '/victory/1/turns' }, 'en', ruleset).what)).toEqual(['panels.where.victory', { number: 2 }]);
    expect(words(problemWhere(siegeJson, kernel, { pointer: '/sides/0/colour' }, 'en', ruleset).what)).toEqual(['panels.where.side', { name: 'Besiegers' }]);
    expect(words(problemWhere(siegeJson, kernel, { pointer: '' }, 'en', ruleset).what)).toEqual(['panels.where.scenario', {}]);
  });
});
