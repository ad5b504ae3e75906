import { describe, expect, it } from 'vitest';
import castle from '../../scenarios/siege-castle.scenario.json';
import embassy from '../../scenarios/r6-ambassade.scenario.json';
import { buildBoardScene } from './board-scene';
import type { DisplayItem, PathItem, RectMm, TextItem } from './display-list';
import { MARKER, sourceOf, squareScenario } from './fixtures.test-support';
import { boxesOverlap, textBox } from './labels';
import { PatternBook } from './patterns';

function leaves(items: readonly DisplayItem[]): DisplayItem[] {
  return items.flatMap((item) => (item.kind === 'group' ? leaves(item.items) : [item]));
}

/** The area of closed rectangles and polygons of a path (shoelace), in mm². */
function areaOf(path: readonly { readonly points: readonly { x: number; y: number }[] }[]): number {
  let area = 0;
  for (const { points } of path) {
    let twice = 0;
    points.forEach((p, i) => {
      const q = points[(i + 1) % points.length] as { x: number; y: number };
      twice += p.x * q.y - q.x * p.y;
    });
    area += Math.abs(twice) / 2;
  }
  return area;
}
const cellArea = 25 * 25;

const texts = (items: readonly DisplayItem[]) => leaves(items).filter((item): item is TextItem => item.kind === 'text').map((item) => item.text);

/** A walled room with a door, a hidden trap, a bomb, a smoke zone token and an agent. */
function roomScenario() {
  return squareScenario({
    columns: 5,
    rows: 4,
    cellSizeMm: 25,
    marked: [{ col: 0, row: 0 }],
    board: {
      edges: [
        { id: 'w1', edge: 'v:2,0', kind: 'wall' },
        { id: 'w2', edge: 'v:2,1', kind: 'wall' },
        { id: 'w3', edge: 'h:2,2', kind: 'wall' },
        { id: 'd1', edge: 'h:3,2', kind: 'door', state: 'open' },
        { id: 'w4', edge: 'h:4,2', kind: 'wall' },
      ],
      zones: [
        { id: 'office', name: { en: 'Office', fr: 'Bureau' }, purpose: 'room', room: { col: 3, row: 0 } },
        { id: 'start', name: 'Start', purpose: 'start', side: 'attackers', cells: [{ col: 0, row: 3 }, { col: 1, row: 3 }] },
      ],
      tokens: [
        { id: 'bomb-a', kind: 'bomb', at: { col: 3, row: 1 }, label: 'A' },
        { id: 'trap-1', kind: 'trap', at: { col: 4, row: 1 }, hidden: true },
        { id: 'smoke-1', kind: 'smoke', at: { zone: 'office' }, count: 2 },
      ],
    },
    sides: [
      { id: 'attackers', name: 'Attackers', colour: '#e8731a', units: [{ id: 'ash', name: 'Ash', profile: 'ash', at: { col: 0, row: 3 } }] },
      { id: 'defenders', name: 'Defenders', colour: '#2a6fdb' },
    ],
  });
}

describe('board scene of a square board', () => {
  const source = sourceOf(roomScenario());
  const scene = buildBoardScene(source, { labels: true, showHidden: false });
  const paths = leaves(scene.items).filter((item): item is PathItem => item.kind === 'path');

  it('is the size of the board', () => {
    expect(scene.bounds).toEqual({ x: 0, y: 0, width: 125, height: 100 });
  });

  it('fills terrain with one path per kind, in the ruleset colours', () => {
    const marker = paths.filter((path) => path.fill && 'colour' in path.fill && path.fill.colour === MARKER);
    expect(marker).toHaveLength(1);
    expect(marker[0]?.path).toHaveLength(1);
    const floor = paths.filter((path) => path.fill && 'colour' in path.fill && path.fill.colour === '#d9d4c7');
    // Its 19 cells, filled as the rectangles they make around the marked cell.
    expect(floor).toHaveLength(1);
    expect(floor[0]?.path.length).toBeLessThan(19);
    expect(areaOf(floor[0]?.path ?? [])).toBeCloseTo(19 * cellArea, 6);
  });

  it('splits the paths of a large board into regions of four cells', () => {
    const large = buildBoardScene(sourceOf(squareScenario({ columns: 40, rows: 20, cellSizeMm: 25 })), { labels: false, showHidden: false });
    const floor = leaves(large.items).filter((item): item is PathItem => item.kind === 'path' && item.fill !== undefined && 'colour' in item.fill && item.fill.colour === '#d9d4c7');
    // 800 cells in regions of 4 × 4 cells (100 mm).
    expect(floor).toHaveLength(50);
    // Each region's sixteen cells are one rectangle.
    expect(floor.every((path) => path.path.length === 1 && Math.abs(areaOf(path.path) - 16 * 25 * 25) < 1e-6)).toBe(true);
  });

  it('draws the grid once per edge: inner edges thin, border edges thick', () => {
    const strokes = paths.filter((path) => path.stroke && !path.fill);
    const length = (path: PathItem) => path.path.reduce((sum, { points: [a, b] }) => sum + Math.abs((b?.x ?? 0) - (a?.x ?? 0)) + Math.abs((b?.y ?? 0) - (a?.y ?? 0)), 0);
    const lengths = strokes.map((path) => Math.round(length(path) / 25)).sort((a, b) => b - a);
    // 5 × 4 squares of 25 mm: 31 inner sides and 18 border sides, drawn as straight runs.
    expect(lengths).toContain(31);
    expect(lengths).toContain(18);
  });

  it('draws walls as one solid path and the open door as a floor plan does: its leaf swung square and its arc', () => {
    const walls = paths.filter((path) => path.stroke?.colour === '#3b3b3b');
    expect(walls).toHaveLength(1);
    expect(walls[0]?.path).toHaveLength(4);
    // The door of h:3,2 runs from (75, 50) to (100, 50): its arc is dashed and leaves the edge line.
    const arc = paths.find((path) => path.stroke?.dashMm !== undefined && path.path[0]?.points.some((point) => point.x > 74 && point.x < 101 && Math.abs(point.y - 50) > 10));
    expect(arc).toBeDefined();
    const leaf = paths.find((path) => path.fill && 'colour' in path.fill && path.fill.colour === '#c8a27a');
    expect(leaf?.path[0]?.points.some((point) => Math.abs(point.y - 50) > 10)).toBe(true);
  });

  it('labels cells when asked, with the kernel labels', () => {
    expect(texts(scene.items)).toEqual(expect.arrayContaining(['A1', 'D5', 'B3']));
    const plain = buildBoardScene(source, { labels: false, showHidden: false });
    expect(texts(plain.items)).not.toContain('A1');
  });

  it('draws the cell labels over the counters, whose corners and ghost frames would cut them', () => {
    const layers = scene.sections.map((section) => section.layer);
    expect(layers).toContain('units');
    expect(layers.lastIndexOf('labels')).toBeGreaterThan(layers.lastIndexOf('units'));
    expect(layers.lastIndexOf('labels')).toBeGreaterThan(layers.lastIndexOf('tokens'));
  });

  it('prints pieces as labelled counters, leaving hidden ones out unless asked', () => {
    expect(texts(scene.items)).toEqual(expect.arrayContaining(['A', 'Ash', '×2']));
    expect(texts(scene.items)).not.toContain('Trap');
    const everything = buildBoardScene(source, { labels: false, showHidden: true });
    expect(texts(everything.items)).toContain('Trap');
  });

  it('tints the whole room a smoke token is laid on, in the smoke’s colour under its counter, and no room it is not on', () => {
    // A shade of the smoke's grey (#bdbdbd), seen through, then its stipple.
    const covers = paths.filter((path) => path.fill && 'colour' in path.fill && path.fill.colour === '#aaaaaa' && path.fill.opacity !== undefined && path.fill.opacity < 1);
    const haze = paths.filter((path) => path.fill && 'pattern' in path.fill && path.fill.pattern.startsWith('haze-'));
    expect(areaOf(haze.flatMap((path) => path.path))).toBeCloseTo(6 * cellArea, 3);
    // The office's six cells, each a square of the cell's size.
    expect(areaOf(covers.flatMap((path) => path.path))).toBeCloseTo(6 * cellArea, 3);
    const layers = scene.sections.map((section) => section.layer);
    const coverLayer = scene.sections.findIndex((section) => section.items.some((item) => leaves([item]).some((leaf) => covers.includes(leaf as PathItem))));
    expect(layers[coverLayer]).toBe('zones');
    expect(coverLayer).toBeLessThan(layers.indexOf('tokens'));
    const cleared = roomScenario() as { board: { tokens: { kind: string }[] } };
    cleared.board.tokens = cleared.board.tokens.filter((token) => token.kind !== 'smoke');
    const clear = leaves(buildBoardScene(sourceOf(cleared), { labels: true, showHidden: false }).items);
    expect(clear.some((item) => item.kind === 'path' && item.fill !== undefined && (('colour' in item.fill && item.fill.colour === '#aaaaaa') || ('pattern' in item.fill && item.fill.pattern.startsWith('haze-'))))).toBe(false);
  });

  it('outlines a room derived from its walls and hatches a start zone', () => {
    const start = paths.filter((path) => path.fill && 'pattern' in path.fill && path.fill.pattern === 'zone-e8731a');
    expect(start).toHaveLength(1);
    expect(start[0]?.path).toHaveLength(2);
    // The office is the 6 cells right of the wall and above the door row.
    const officeOutline = paths.find((path) => path.stroke?.colour === '#ef6c00' && path.stroke.dashMm);
    expect(officeOutline?.path).toHaveLength(10);
    expect(texts(scene.items)).toEqual(expect.arrayContaining(['Office', 'Start']));
  });

  it('draws a unit still to deploy in its zone as a ghost: paler, in a dashed frame, and says so in the legend', () => {
    const scenario = roomScenario() as { sides: unknown[] };
    const attackers = scenario.sides[0] as { units: { id: string; name: string; profile: string; at?: unknown; deployIn?: string }[] };
    attackers.units.push({ id: 'thermite', name: 'Thermite', profile: 'ash', deployIn: 'start' });
    const ghosts = buildBoardScene(sourceOf(scenario), { labels: false, showHidden: false });
    const units = ghosts.sections.filter((section) => section.layer === 'units').flatMap((section) => leaves(section.items));
    const frames = units.filter((item): item is PathItem => item.kind === 'path' && item.stroke?.dashMm !== undefined);
    // One frame, around Thermite's counter in the zone; Ash, placed on his cell, has none.
    expect(frames).toHaveLength(1);
    const bodies = units.filter((item): item is PathItem => item.kind === 'path' && item.fill !== undefined && 'colour' in item.fill);
    const fills = new Set(bodies.map((item) => (item.fill as { colour: string }).colour));
    expect(fills).toContain('#e8731a');
    // The ghost's body: the side's orange, 60 % of the way to white.
    expect(fills).toContain('#f6c7a3');
    expect(ghosts.legend.find((entry) => entry.label === 'Attackers, to deploy in their zone')?.swatch).toMatchObject({ type: 'counter', ghost: true });
    expect(scene.legend.some((entry) => entry.label.endsWith('to deploy in their zone'))).toBe(false);
  });

  it('moves a zone’s name off what is drawn over the board (a playtest’s counters), as off its own counters', () => {
    const named = (built: typeof scene, name: string) => leaves(built.items).find((item): item is TextItem => item.kind === 'text' && item.text === name);
    const office = named(scene, 'Office') as TextItem;
    const counter = textBox(office);
    const clear = named(buildBoardScene(source, { labels: true, showHidden: false, keepClear: [counter] }), 'Office');
    expect(clear).toBeDefined();
    expect(boxesOverlap(textBox(clear as TextItem), counter)).toBe(false);
  });

  it('shows a token in the legend with its picture', () => {
    const bomb = scene.legend.find((entry) => entry.label === 'Bomb')?.swatch;
    expect(bomb).toMatchObject({ type: 'counter', face: { label: '', symbol: expect.anything() } });
  });

  it('hatches a zone laid on another’s very cells the other way, and dashes its outline, so that both show', () => {
    const doc = roomScenario() as { board: { zones: unknown[] }; sides: unknown[] };
    doc.board.zones.push({ id: 'start-again', name: 'Start again', purpose: 'start', side: 'defenders', cells: [{ col: 1, row: 3 }, { col: 0, row: 3 }] });
    const over = leaves(buildBoardScene(sourceOf(doc), { labels: false, showHidden: false }).items).filter((item): item is PathItem => item.kind === 'path');
    const hatches = over.flatMap((path) => (path.fill && 'pattern' in path.fill ? [path.fill.pattern] : [])).filter((pattern) => pattern.startsWith('zone-'));
    expect(hatches).toEqual(expect.arrayContaining(['zone-e8731a', 'zone-2a6fdb-across']));
    expect(over.some((path) => path.stroke?.colour === '#2a6fdb' && path.stroke.dashMm)).toBe(true);
  });

  it('lists in its legend what the board shows, section by section, terrain in the ruleset’s order', () => {
    expect(scene.legend.map((entry) => [entry.section, entry.label])).toEqual([
      ['terrain', 'Floor'],
      ['terrain', 'Marker'],
      ['edges', 'Wall (intact)'],
      ['edges', 'Door (open)'],
      ['zones', 'Office'],
      ['zones', 'Start'],
      // A token by its kind, not by the label of the first one placed ("A").
      ['pieces', 'Bomb'],
      ['pieces', 'Smoke'],
      ['pieces', 'Attackers'],
    ]);
  });

  it('gives zones drawn alike one legend swatch that names each, and zones drawn apart a swatch each', () => {
    const doc = roomScenario() as { board: { zones: unknown[] } };
    doc.board.zones.push(
      { id: 'site-a', name: 'Bomb site A', purpose: 'objective', cells: [{ col: 0, row: 0 }] },
      { id: 'site-b', name: 'Bomb site B', purpose: 'objective', cells: [{ col: 4, row: 3 }] },
      { id: 'flag', name: 'Flag', purpose: 'objective', colour: '#1b7f3b', cells: [{ col: 2, row: 3 }] },
    );
    const zones = buildBoardScene(sourceOf(doc), { labels: false, showHidden: false }).legend.filter((entry) => entry.section === 'zones');
    expect(zones.map((entry) => entry.label)).toEqual(['Office', 'Start', 'Bomb site A and Bomb site B', 'Flag']);
    expect(new Set(zones.map((entry) => JSON.stringify(entry.swatch))).size).toBe(zones.length);
  });

  it('names both bomb sites of the R6 sample beside their one swatch, in French too', () => {
    const legend = buildBoardScene(sourceOf(embassy, 'fr'), { labels: false, showHidden: false }).legend;
    expect(legend.filter((entry) => entry.section === 'zones').map((entry) => entry.label)).toEqual([
      'Départ des attaquants (extérieur)',
      'Site de bombe A\u00a0: bureau et Site de bombe B\u00a0: archives',
      'Départ des défenseurs A et Départ des défenseurs B',
      'Hall, Salle de réunion, Couloir, Cuisine et Poste de sécurité',
    ]);
  });

  it('names a state as its kind by the kind alone: a window, not “Window (Window)”', () => {
    const doc = roomScenario() as { board: { edges: unknown[] } };
    doc.board.edges.push({ id: 'win-1', edge: 'v:1,1', kind: 'window' }, { id: 'win-2', edge: 'v:1,2', kind: 'window', state: 'barricaded' });
    const labels = buildBoardScene(sourceOf(doc), { labels: false, showHidden: false }).legend.filter((entry) => entry.section === 'edges').map((entry) => entry.label);
    expect(labels).toContain('Window');
    expect(labels).toContainEqual(expect.stringMatching(/^Window \(.+\)$/));
    expect(labels.filter((label) => label === 'Window (Window)')).toEqual([]);
  });

  it('shares pattern tiles across kinds of the same look', () => {
    const patterns = new PatternBook();
    buildBoardScene(source, { labels: false, showHidden: false }, patterns);
    // The start zone's hatching and the smoke's haze over the office.
    expect(Object.keys(patterns.all())).toEqual(['zone-e8731a', 'haze-5f5f5f']);
  });
});

describe('house rules on the board', () => {
  it('draws and lists a terrain kind in the colour the house rules give it: the scene the canvas and the print are made of', () => {
    const scene = (overrides: unknown) => buildBoardScene(sourceOf({ ...castle, ruleset: { id: 'siege', overrides } }), { labels: false, showHidden: true });
    const moat = (built: ReturnType<typeof scene>) => JSON.stringify(built.legend.find((entry) => entry.label === 'Moat')?.swatch);
    const printed = scene(undefined);
    expect(moat(printed)).toContain('waves-5f8fb5');
    const kinder = scene({ terrain: { moat: { colour: '#12AB34' } } });
    expect(moat(kinder)).toContain('waves-12ab34');
    expect(JSON.stringify(kinder.items)).toContain('waves-12ab34');
    expect(JSON.stringify(printed.items)).not.toContain('waves-12ab34');
  });
});

describe('a free table with labels', () => {
  it('names each unit beside its bases, in the labels layer, clear of every other name; without labels it does not', async () => {
    const rapid = (await import('../../scenarios/rapid40k-skirmish.scenario.json')).default;
    const names = rapid.sides.flatMap((side) => side.units.map((unit) => (unit.name as { en: string }).en));
    const labelled = buildBoardScene(sourceOf(rapid), { labels: true, showHidden: true });
    const inLabels = labelled.sections.filter((section) => section.layer === 'labels').flatMap((section) => leaves(section.items));
    const texts = inLabels.filter((item): item is TextItem => item.kind === 'text').map((item) => item.text);
    expect(names.filter((name) => !texts.includes(name))).toEqual([]);
    const plain = buildBoardScene(sourceOf(rapid), { labels: false, showHidden: true });
    const plainTexts = plain.sections.flatMap((section) => leaves(section.items)).filter((item): item is TextItem => item.kind === 'text' && item.sizeMm > 5).map((item) => item.text);
    expect(plainTexts.filter((text) => names.includes(text))).toEqual([]);
  });

  it('moves a zone’s name off what is drawn over the table (a playtest’s counters)', async () => {
    const rapid = (await import('../../scenarios/rapid40k-skirmish.scenario.json')).default;
    const bare = { ...rapid, sides: rapid.sides.map((side) => ({ ...side, units: [] })) };
    const name = (rapid.board.zones[0]?.name as { en: string }).en;
    const named = (keepClear: RectMm[]) => leaves(buildBoardScene(sourceOf(bare), { labels: true, showHidden: false, keepClear }).items).find((item): item is TextItem => item.kind === 'text' && item.text === name);
    const counter = textBox(named([]) as TextItem);
    const clear = named([counter]);
    expect(clear).toBeDefined();
    expect(boxesOverlap(textBox(clear as TextItem), counter)).toBe(false);
  });
});
