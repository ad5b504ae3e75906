import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { boardModelOf } from './board-model';
import { counterSheetDocument, counterSpecs, defaultCounterSizeMm, packCounters, planCounterSheet, type CounterSpec } from './counter-sheet';
import type { DisplayItem } from './display-list';
import { PrintError } from './errors';
import { hexScenario, sourceOf, squareScenario } from './fixtures.test-support';
import { renderCounterSheetPdf } from './index';
import { sheetOf } from './layout';
import rivetJson from '../../scenarios/rivet-wars-m01.scenario.json';
import r6Json from '../../scenarios/r6-ambassade.scenario.json';
import siegeJson from '../../scenarios/siege-castle.scenario.json';
import galaxyJson from '../../scenarios/rebellion-galaxy.scenario.json';
import { rectCounter } from './counter-face';
import { textWidthMm } from './text';

const texts = (items: readonly DisplayItem[]): string[] => items.flatMap((item) => (item.kind === 'group' ? texts(item.items) : item.kind === 'text' ? [item.text] : []));

const scenario = () =>
  squareScenario({
    columns: 6,
    rows: 4,
    cellSizeMm: 25,
    board: {
      edges: [
        { id: 'w1', edge: 'v:2,0', kind: 'wall' },
        { id: 'd1', edge: 'v:2,1', kind: 'door' },
        { id: 'win1', edge: 'v:2,2', kind: 'window', state: 'barricaded' },
      ],
      tokens: [
        { id: 'bomb-a', kind: 'bomb', at: { col: 3, row: 1 }, label: 'A' },
        { id: 'smoke', kind: 'smoke', at: { col: 4, row: 1 }, count: 3 },
        { id: 'trap-1', kind: 'trap', at: { col: 4, row: 2 }, hidden: true },
      ],
    },
    sides: [
      { id: 'attackers', name: 'Attackers', colour: '#e8731a', units: [{ id: 'ash', name: 'Ash', profile: 'ash', at: { col: 0, row: 3 } }, { id: 'grunts', profile: 'attacker-agent', count: 2, reserve: true }] },
      { id: 'defenders', name: 'Defenders', colour: '#2a6fdb' },
    ],
  });

describe('counter sheet contents', () => {
  const specs = counterSpecs(boardModelOf(sourceOf(scenario())), 20);

  it('has every unit and token, copies spelled out, hidden ones included', () => {
    const labels = specs.map((spec) => spec.front.label);
    expect(labels.slice(0, 3)).toEqual(['Ash', 'Attacking agent', 'Attacking agent']);
    expect(labels.filter((label) => label === 'Smoke')).toHaveLength(3);
    expect(labels).toContain('A');
    expect(labels).toContain('Trap');
  });

  it('prints a Rivet Wars tank as wide as the two cells it takes, and the plugs fitted to a unit beside it', () => {
    const doc = JSON.parse(JSON.stringify(rivetJson)) as { sides: { units?: unknown[] }[] };
    doc.sides[0]!.units = [
      { id: 'w', profile: 'm2-wolverine', at: { col: 2, row: 0 }, slot: 0, plugs: ['hacksaw-turret'] },
      { id: 'r', profile: 'rifleman', at: { col: 2, row: 0 }, slot: 2 },
    ];
    const source = sourceOf(doc, 'en');
    const specs = counterSpecs(boardModelOf(source), 30);
    const sizes = specs.filter((spec) => ['M2 Wolverine', 'Rifleman', 'Hacksaw Turret'].includes(spec.front.label)).map((spec) => [spec.front.label, spec.widthMm, spec.heightMm]);
    expect(sizes).toEqual([
      ['M2 Wolverine', 60, 30],
      ['Hacksaw Turret', 30, 30],
      ['Rifleman', 30, 30],
    ]);
    // The plug beside its unit on one row, even where the unit alone would still fit at the end of a row.
    const padded = [...Array.from({ length: 2 }, () => ({ front: specs[2]!.front, back: null, widthMm: 30, heightMm: 30 })), ...specs];
    const placed = packCounters(padded, { x: 0, y: 0, width: 190, height: 277 }).flat();
    const at = (label: string) => placed.find((counter) => counter.spec.front.label === label)!;
    expect(at('Hacksaw Turret').y).toBe(at('M2 Wolverine').y);
    expect(at('Hacksaw Turret').x).toBeCloseTo(at('M2 Wolverine').x + 60 * (at('M2 Wolverine').spec.back ? 2 : 1) + 2, 6);
    // The counter size is a cell's: a tank's is twice as wide, so the largest size halves.
    expect(() => planCounterSheet(source, { paper: 'A4', orientation: 'portrait', marginMm: 10, counterSizeMm: 60 })).toThrow(PrintError);
    expect(planCounterSheet(source, { paper: 'A4', orientation: 'portrait', marginMm: 10, counterSizeMm: 40 }).pageCount).toBeGreaterThan(0);
  });

  it('adds, when asked, the box’s tokens the scenario does not lay: R6’s traps, smoke, flash and disoriented counters, the traps in the defence’s colour, and a turn marker', () => {
    const source = sourceOf(r6Json, 'en');
    const count = (spares: boolean, label: string) => counterSpecs(boardModelOf(source), 20, spares).filter((spec) => spec.front.label === label).length;
    const laid = (kind: string) => (r6Json.board.tokens ?? []).filter((token) => token.kind === kind).reduce((sum, token) => sum + ((token as { count?: number }).count ?? 1), 0);
    expect(count(false, 'Smoke')).toBe(laid('smoke'));
    expect(count(true, 'Smoke')).toBe(10);
    expect(count(true, 'Trap')).toBe(50);
    // Both bombs are laid: none to spare.
    const added = counterSpecs(boardModelOf(source), 20, true).length - counterSpecs(boardModelOf(source), 20, false).length;
    // And the marker of the turn track the scenario sheet draws (10 turns).
    expect(added).toBe(['trap', 'smoke', 'flash', 'disoriented'].reduce((sum, kind) => sum + (kind === 'trap' ? 50 : 10) - laid(kind), 0) + 1);
    expect([count(false, 'Turn'), count(true, 'Turn')]).toEqual([0, 1]);
    const trap = counterSpecs(boardModelOf(source), 20, true).find((spec) => spec.front.label === 'Trap' && spec.front.rim);
    expect(trap?.front.rim).toBe(r6Json.sides.find((side) => side.id === 'defenders')?.colour.toLowerCase());
  });

  it('spares each side its own loyalty markers, in its faction’s look, as Rebellion’s box holds them for each side, less those the scenario lays', () => {
    const source = sourceOf(galaxyJson, 'en');
    const symbols = source.ruleset.look?.symbols ?? {};
    const marked = (spares: boolean, symbol: string) => counterSpecs(boardModelOf(source), 20, spares).filter((spec) => spec.front.symbol === symbols[symbol]).length;
    const supply = (kind: string) => source.ruleset.tokens?.[kind]?.supply ?? 0;
    // The galaxy lays 3 loyalty markers a side and 2 subjugation markers.
    expect(supply('loyalty')).toBeGreaterThan(3);
    expect([marked(false, 'loyalty-empire'), marked(false, 'loyalty-rebellion')]).toEqual([3, 3]);
    expect([marked(true, 'loyalty-empire'), marked(true, 'loyalty-rebellion')]).toEqual([supply('loyalty'), supply('loyalty')]);
    const labelled = (label: string) => counterSpecs(boardModelOf(source), 20, true).filter((spec) => spec.front.label === label).length;
    expect(labelled('Subjugation')).toBe(supply('subjugation'));
    expect(labelled('Sabotage')).toBe(supply('sabotage'));
    // A marker for each of the game's tracks, which the scenario sheet draws; no turn marker besides.
    expect([labelled('Time'), labelled('Reputation'), labelled('Turn')]).toEqual([1, 1, 0]);
    expect(counterSpecs(boardModelOf(source), 20, false).filter((spec) => spec.front.label === 'Time')).toEqual([]);
  });

  it('makes doors and windows two-sided strips, and leaves walls on the board', () => {
    const edges = specs.filter((spec) => spec.heightMm < spec.widthMm);
    // R6 names a window's open state "Window".
    expect(edges.map((spec) => [spec.front.label, spec.front.detail, spec.back?.detail])).toEqual([
      ['Door', 'Closed', 'Open'],
      ['Window', 'Barricaded', 'Window'],
    ]);
    expect(edges.every((spec) => spec.heightMm === 8)).toBe(true);
    // Each face shows its floor-plan symbol in its state: a door's leaf shut, then swung open.
    expect(edges.map((spec) => [spec.front.feature?.role, spec.front.feature?.look, spec.back?.feature?.look])).toEqual([
      ['door', 'closed', 'open'],
      ['window', 'barricaded', 'open'],
    ]);
    expect(specs.some((spec) => spec.front.label === 'Wall')).toBe(false);
  });

  it('shows both faces of a two-sided counter side by side with a fold line', () => {
    const plan = planCounterSheet(sourceOf(scenario()), { paper: 'A4', orientation: 'portrait', marginMm: 10, counterSizeMm: 20 });
    const page = counterSheetDocument(plan).pages[0];
    const words = texts(page?.items ?? []);
    // The barricaded window's strip has no room for its symbol: « Wind. barricaded », the state after the name in small letters.
    expect(words).toEqual(expect.arrayContaining(['Closed', 'Open', 'barricaded', 'Window']));
    expect(words.join(' ')).toContain('fold along the dotted line');
  });
});

describe('names shortened on a counter sheet', () => {
  /** Each face's name and state → the texts its counter prints, and whether they all lie inside it. */
  const printed = (language: 'fr' | 'en') => {
    const source = sourceOf(siegeJson, language);
    const size = defaultCounterSizeMm(source);
    const faces = new Map<string, { texts: string[]; inside: boolean }>();
    for (const spec of counterSpecs(boardModelOf(source), size)) {
      for (const face of [spec.front, spec.back]) {
        if (!face) continue;
        const items = rectCounter(face, { x: 0, y: 0 }, spec.widthMm, spec.heightMm).flatMap((item) => (item.kind === 'text' ? [item] : []));
        const inside = items.every((item) => {
          const width = textWidthMm(item.text, item.sizeMm, item.bold);
          const left = item.anchor === 'middle' ? item.at.x - width / 2 : item.anchor === 'end' ? item.at.x - width : item.at.x;
          return left >= -spec.widthMm / 2 && left + width <= spec.widthMm / 2;
        });
        // A wounded back (its band) under the front's name.
        const key = [face.label, face.detail, face.band].filter(Boolean).join(' | ');
        faces.set(key, { texts: items.map((item) => item.text).filter((text) => !/^[\d ×+]+$/.test(text)), inside });
      }
    }
    return faces;
  };

  it('shortens SIEGE’s French names as a player would by hand: « Baril huile », « Mangon. », « Chev. à pied », « Porte ouv. »', () => {
    const faces = printed('fr');
    expect(faces.get('Baril d’huile bouillante')?.texts).toEqual(['Baril huile']);
    expect(faces.get('Mangonneau')?.texts).toEqual(['Mangon.']);
    expect(faces.get('Chevalier à pied')?.texts).toEqual(['Chev. à pied']);
    expect(faces.get('Échelle de siège | Horizontale')?.texts).toEqual(['Éch. siège', 'Horizontale']);
    expect(faces.get('Porte | Ouverte')?.texts).toEqual(['Porte', 'ouv.']);
    expect(faces.get('Porte | Fermée')?.texts).toEqual(['Porte', 'ferm.']);
    for (const [name, face] of faces) {
      expect(face.inside, name).toBe(true);
      for (const text of face.texts) expect(text, name).not.toMatch(/[’'-]\.|[’'-]$|\b[dl][’'][^\s.]*\./iu);
    }
  });

  it('shortens them in English too, each word cut once at most: « Siege tow. », « Longbow. », « Gate closed »', () => {
    const faces = printed('en');
    expect(faces.get('Siege tower')?.texts).toEqual(['Siege tow.']);
    expect(faces.get('Longbowman')?.texts).toEqual(['Longbow.']);
    expect(faces.get('Gate | Closed')?.texts).toEqual(['Gate', 'closed']);
    for (const [name, face] of faces) expect(face.inside, name).toBe(true);
  });
});

describe('counter sheet layout', () => {
  const area = { x: 10, y: 17, width: 190, height: 270 };
  const square = (size: number, twoSided = false): CounterSpec => ({ front: { label: 'x', fill: '#ffffff' }, back: twoSided ? { label: 'y', fill: '#000000' } : null, widthMm: size, heightMm: size });

  it('fills rows left to right with a gap, then starts new rows and pages', () => {
    // 20 mm counters with 2 mm gaps: 8 to a row (8 × 22 - 2 = 174 mm), 12 rows (12 × 22 - 2 = 262 mm).
    const pages = packCounters(Array.from({ length: 100 }, () => square(20)), area);
    expect(pages.map((page) => page.length)).toEqual([96, 4]);
    expect(pages[0]?.[8]).toMatchObject({ x: 10, y: 39 });
    expect(pages[1]?.[0]).toMatchObject({ x: 10, y: 17 });
  });

  it('keeps both faces of a pair on one row', () => {
    const pages = packCounters([square(20), square(20), square(20), square(20), square(20, true), square(20, true), square(20, true)], area);
    const placed = pages[0] ?? [];
    for (const counter of placed) expect(counter.x + counter.spec.widthMm * (counter.spec.back ? 2 : 1)).toBeLessThanOrEqual(area.x + area.width);
    expect(placed[6]?.y).toBe(39);
  });

  it('never places a counter outside the printable window', () => {
    const sheet = sheetOf({ paper: 'Letter', orientation: 'landscape', marginMm: 12 });
    const sizes = [8, 13, 21, 37, 55];
    const pages = packCounters(sizes.flatMap((size, i) => Array.from({ length: 40 }, () => square(size, i % 2 === 1))), sheet.content);
    for (const counter of pages.flat()) {
      expect(counter.x).toBeGreaterThanOrEqual(sheet.content.x);
      expect(counter.y).toBeGreaterThanOrEqual(sheet.content.y);
      expect(counter.x + counter.spec.widthMm * (counter.spec.back ? 2 : 1)).toBeLessThanOrEqual(sheet.content.x + sheet.content.width + 1e-9);
      expect(counter.y + counter.spec.heightMm).toBeLessThanOrEqual(sheet.content.y + sheet.content.height + 1e-9);
    }
  });

  it('are sized to sit inside one cell by default, corners and all: a square’s 0.9, inside a hex', () => {
    expect(defaultCounterSizeMm(sourceOf(scenario()))).toBe(23);
    const flats = 20;
    const size = defaultCounterSizeMm(sourceOf(hexScenario(4, 4, flats, [])));
    // A flat-topped hex holds the point (x, y) from its centre when |y| ≤ flats / 2 and |x| + |y| / √3 ≤ flats / √3.
    const half = size / 2;
    expect(half).toBeLessThanOrEqual(flats / 2);
    expect(half + half / Math.sqrt(3)).toBeLessThanOrEqual(flats / Math.sqrt(3));
    expect(size).toBe(14);
  });

  it('refuses a counter size that cannot print', () => {
    const source = sourceOf(scenario());
    expect(() => planCounterSheet(source, { paper: 'A4', orientation: 'portrait', marginMm: 10, counterSizeMm: 3 })).toThrow(PrintError);
    expect(() => planCounterSheet(source, { paper: 'A4', orientation: 'portrait', marginMm: 10, counterSizeMm: 150 })).toThrow(PrintError);
  });

  it('writes one PDF page per sheet', async () => {
    // 80 mm counters, two to a row: the 8 square ones take 4 rows, more than one A4 page holds.
    const plan = planCounterSheet(sourceOf(scenario()), { paper: 'A4', orientation: 'portrait', marginMm: 10, counterSizeMm: 80 });
    expect(plan.pageCount).toBe(2);
    const pdf = await PDFDocument.load(await renderCounterSheetPdf(plan));
    expect(pdf.getPageCount()).toBe(2);
  });
});
