/**
 * The scenario sheet, the first page of a printed board: what the players read before setting it
 * up, in the reader's language, on one page whatever the scenario holds.
 */
import { describe, expect, it } from 'vitest';
import r6Json from '../../scenarios/r6-ambassade.scenario.json';
import rivetJson from '../../scenarios/rivet-wars-m06.scenario.json';
import rapidJson from '../../scenarios/rapid40k-skirmish.scenario.json';
import rebellionJson from '../../scenarios/rebellion-standard.scenario.json';
import { boardPrintDocument, DEFAULT_BOARD_PRINT_OPTIONS, pageRole, planBoardPrint } from './board-print';
import type { DisplayItem } from './display-list';
import { sourceOf } from './fixtures.test-support';
import { textsIn } from './labels';
import { conditionInWords } from './scenario-sheet';

const textsOf = (items: readonly DisplayItem[]) => textsIn(items).map((item) => item.text);

describe('the scenario sheet', () => {
  it('comes first by default, and not at all when left out', () => {
    const source = sourceOf(r6Json);
    const plan = planBoardPrint(source, { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true });
    expect(plan.pageCount).toBe(3);
    expect([0, 1, 2].map((index) => pageRole(plan, index).role)).toEqual(['sheet', 'fit', 'legend']);
    const without = planBoardPrint(source, { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true, sheet: false });
    expect([without.pageCount, pageRole(without, 0).role]).toEqual([2, 'fit']);
  });

  it('tells the game, its length, who starts, the presentation, each side’s units and victory, and the special rules', () => {
    const document = boardPrintDocument(planBoardPrint(sourceOf(r6Json), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true }));
    const lines = textsOf(document.pages[0]!.items);
    expect(lines[0]).toBe('Defuse at the embassy');
    expect(lines).toContain('Rainbow Six Siege: On Board · 10 turns at most · First to play: Attackers');
    expect(lines).toContain('Units: Ash, 3\u00a0×\u00a0Attacking agent');
    // A condition the designer described is told in their words; the others are worded from the condition.
    expect(lines).toContain('Victory: Defuse one of the two bombs: one attacking agent alone in a bomb zone for a full turn.');
    expect(lines).toContain('Victory: eliminate the Defenders side');
    expect(lines.some((line) => line.startsWith('1. Preparation phase'))).toBe(true);
    expect(lines.at(-1)).toBe('Defuse at the embassy · Scenario sheet · page 1 of 3');
  });

  it('speaks the reader’s language: resources, points to win, rules', () => {
    const document = boardPrintDocument(planBoardPrint(sourceOf(rivetJson, 'fr'), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true }));
    const lines = textsOf(document.pages[0]!.items);
    expect(lines).toContain('Points de déploiement\u00a0: 4 par tour · Rivets\u00a0: 1 par tour');
    expect(lines).toContain('Aucune unité placée par le scénario');
    expect(lines).toContain('Règles spéciales');
  });

  it('says who plays first when it is rolled for, and keeps French punctuation with its word', () => {
    const rolled = JSON.parse(JSON.stringify(r6Json)) as { turns: { first?: string }; meta: { description: string; translations?: unknown } };
    rolled.turns.first = 'roll';
    rolled.meta.description = 'Les attaquants entrent ; les défenseurs tiennent.';
    delete rolled.meta.translations;
    const lines = textsOf(boardPrintDocument(planBoardPrint(sourceOf(rolled, 'fr'), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items);
    expect(lines.some((line) => line.endsWith('Joue en premier\u00a0: tiré au dé'))).toBe(true);
    expect(lines).toContain('Les attaquants entrent\u00a0; les défenseurs tiennent.');
  });

  it('says the endings the rules play that the scenario leaves unsaid, as the rules’ own', () => {
    const fresh = { ...r6Json, victory: r6Json.victory.filter((condition) => condition.type !== 'hold-zones') };
    const lines = textsOf(boardPrintDocument(planBoardPrint(sourceOf(fresh), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items).join(' ');
    expect(lines).toContain('Victory: defuse a bomb: an attacking agent stays in a bomb’s room, with no defender there, to the end of a whole turn (a rule of the game)');
    const sample = textsOf(boardPrintDocument(planBoardPrint(sourceOf(r6Json), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items).join(' ');
    expect(sample).not.toContain('(a rule of the game)');
  });

  it('lists the cards each side starts with: those taken by name, then those drawn, deck by deck', () => {
    const r6 = textsOf(boardPrintDocument(planBoardPrint(sourceOf(r6Json), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items);
    expect(r6).toContain('Cards: 5 cards drawn at random (Attackers action deck)');
    expect(r6).toContain('Cards: 5 cards drawn at random (Defenders action deck)');
    const rebellion = textsOf(boardPrintDocument(planBoardPrint(sourceOf(rebellionJson, 'fr'), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items).join(' ');
    expect(rebellion).toContain(
      'Cartes\u00a0: Capture, Droïdes sondes, Propagande et Effort de guerre (Missions impériales)\u00a0; 2 cartes tirées au hasard (Missions impériales)\u00a0; 2 cartes tirées au hasard (Actions impériales)',
    );
    expect(rebellion).toContain('1 carte tirée au hasard (Objectifs (parties I, II, III))');
  });

  it('names the models each squad is made of (Rapid 40000)', () => {
    const lines = textsOf(boardPrintDocument(planBoardPrint(sourceOf(rapidJson), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items).join(' ');
    expect(lines).toContain('Units: Command squad (Space marine captain, 3\u00a0×\u00a0Space marine');
    expect(lines).toContain('Big boss mob (Big boss, 4\u00a0×\u00a0Boy), Boyz mob 1 (Nob, 4\u00a0×\u00a0Boy, Boy with missile launcher)');
    // The side's name is not said again beside a faction that holds it in other capitals.
    expect(lines).toContain('Space marines (or chaos) Units:');
  });

  it('gives an army bought with points its worth (Rapid 40000)', () => {
    const lines = textsOf(boardPrintDocument(planBoardPrint(sourceOf(rapidJson, 'fr'), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items);
    expect(lines.filter((line) => line.startsWith('Armée')).map((line) => line.replace(/\s/gu, ' '))).toEqual(['Armée : 1 067 points', 'Armée : 1 040 points']);
  });

  it('draws the tracks to keep: Rebellion’s time and reputation on one row of spaces, as their markers must meet, each marker named under its starting space', () => {
    const page = boardPrintDocument(planBoardPrint(sourceOf(rebellionJson), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!;
    const texts = textsIn(page.items);
    const lines = texts.map((item) => item.text);
    expect(lines).toEqual(expect.arrayContaining(['Tracks', 'Time · Reputation']));
    const spaces = texts.filter((item) => /^\d+$/.test(item.text) && item.anchor === 'middle');
    expect(spaces.map((item) => item.text)).toEqual(Array.from({ length: 16 }, (_, index) => String(index + 1)));
    // One row: the spaces side by side, at one height.
    expect(new Set(spaces.map((item) => item.at.y)).size).toBe(1);
    const under = (label: string) => texts.find((item) => item.text === label && item.anchor === 'middle');
    // The scenario's starting spaces: time on 1, reputation on 14 (setup.tracks).
    expect(under('Time')?.at.x).toBeCloseTo(spaces[0]!.at.x, 6);
    expect(under('Reputation')?.at.x).toBeCloseTo(spaces[13]!.at.x, 6);
    expect(under('Time')!.at.y).toBeGreaterThan(spaces[0]!.at.y);
    // In French too.
    const french = textsOf(boardPrintDocument(planBoardPrint(sourceOf(rebellionJson, 'fr'), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items);
    expect(french).toEqual(expect.arrayContaining(['Pistes', 'Temps · Réputation', 'Réputation']));
    // Without the condition that makes them meet, each track has its row.
    const apart = JSON.parse(JSON.stringify(rebellionJson)) as { victory: { type: string }[] };
    apart.victory = apart.victory.filter((condition) => condition.type !== 'tracks-meet');
    const rows = textsOf(boardPrintDocument(planBoardPrint(sourceOf(apart), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items);
    expect(rows).toEqual(expect.arrayContaining(['Time', 'Reputation']));
    expect(rows).not.toContain('Time · Reputation');
    expect(rows.filter((line) => line === '16')).toHaveLength(2);
  });

  it('draws a turn track for a scenario that sets a turn limit in a game without tracks of its own, and none for a limit only the rules set', () => {
    const lines = textsOf(boardPrintDocument(planBoardPrint(sourceOf(r6Json), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items);
    const from = lines.indexOf('Turns');
    expect(lines[from - 1]).toBe('Tracks');
    expect(lines.slice(from + 1, from + 11)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(lines[from + 11]).not.toBe('11');
    // Rivet Wars' missions end on victory points; the rules cap them at 30 rounds.
    const rivet = textsOf(boardPrintDocument(planBoardPrint(sourceOf(rivetJson), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true })).pages[0]!.items);
    expect(rivet.some((line) => line.includes('30 turns at most'))).toBe(true);
    expect(rivet).not.toContain('Tracks');
  });

  it('words a condition without a description from what it asks', () => {
    const source = sourceOf(r6Json, 'fr');
    const say = (condition: Parameters<typeof conditionInWords>[1]) => conditionInWords(source, condition);
    expect(say({ id: 'h', side: 'attackers', type: 'hold-zones', zones: ['bomb-site-a', 'bomb-site-b'], mode: 'any', alone: true, turns: 1, check: 'end-of-turn' })).toMatch(
      /^tenir «\u00a0Site de bombe A.+bureau\u00a0» ou «\u00a0Site de bombe B.+archives\u00a0», seul, pendant 1 tour, vérifié en fin de tour$/,
    );
    expect(say({ id: 's', side: 'defenders', type: 'survive', turns: 10 })).toBe('tenir 10 tours');
    expect(say({ id: 'e', side: 'defenders', type: 'eliminate', targets: ['attackers'] })).toBe('éliminer le camp Attaquants');
    expect(say({ id: 'v', side: 'defenders', type: 'victory-points', points: 6, scoring: [{ event: 'unit-eliminated', points: 1 }, { event: 'round-end', points: 2 }], check: 'end-of-round' })).toBe(
      'être le premier à 6 points de victoire, vérifié en fin de round (1 point par unité ennemie éliminée\u00a0; 2 points à chaque round)',
    );
    const rivet = sourceOf(rivetJson, 'en');
    expect(conditionInWords(rivet, { id: 'v', side: 'allies', type: 'victory-points', points: 6, scoring: [{ event: 'objective-captured', points: 1, tokenKind: 'strategic-objective' }] })).toBe('be the first to 6 victory points (1 point per strategic objective captured)');
  });

  it('keeps to one page: a long presentation in smaller text, a longer one cut with « … », nothing over the footer', () => {
    const sheetWith = (description: string) => {
      const long = JSON.parse(JSON.stringify(r6Json)) as { meta: { description: string; translations?: unknown } };
      long.meta.description = description;
      delete long.meta.translations;
      const document = boardPrintDocument(planBoardPrint(sourceOf(long), { ...DEFAULT_BOARD_PRINT_OPTIONS, fit: true }));
      expect(document.pages).toHaveLength(3);
      const lines = textsIn(document.pages[0]!.items);
      const footer = lines.at(-1)!;
      for (const line of lines.slice(0, -1)) expect(line.at.y).toBeLessThan(footer.at.y - 3);
      return lines;
    };
    const normal = sheetWith('One short paragraph.');
    const longer = sheetWith(Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of a long presentation that goes on and on.`).join('\n'));
    const size = (lines: typeof normal) => lines.find((line) => line.text === 'One short paragraph.' || line.text.startsWith('Paragraph 0'))?.sizeMm ?? 0;
    expect(size(longer)).toBeLessThan(size(normal));
    expect(longer.some((line) => line.text === '…')).toBe(false);
    const longest = sheetWith(Array.from({ length: 1300 }, (_, i) => String(i % 10)).join('\n'));
    expect(longest.some((line) => line.text === '…')).toBe(true);
  });
});
