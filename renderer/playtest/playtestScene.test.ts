import { describe, expect, it } from 'vitest';
import sample from '../../scenarios/r6-ambassade.scenario.json';
import siegeSample from '../../scenarios/siege-castle.scenario.json';
import type { DisplayItem, TextItem } from '../../engine/print';
import { kernelOf } from '../../engine/print/board-model';
import { boxesOverlap, textBox } from '../../engine/print/labels';
import { engineFor, presenterFor, type ScenarioEngine } from '../../engine/rules';
import type { Presenter } from '../../engine/rules/core/presenter';
import { loadInput } from '../../engine/rules/core/test-support/scenario';
import { placed } from '../../engine/rules/r6-onboard/test-support/game';
import { hexAt, placed as siegePlaced } from '../../engine/rules/siege/test-support/game';
import { spotOf } from '../../engine/print/places';
import { localized } from '../../engine/scenario';
import { startPlaytest, type Seat } from './match';
import { playtestModel } from './model';
import { counterBoxes, coveredCells, pieceSpots, playtestScene } from './playtestScene';

/** A playtest of `doc` begun with greedy seats, as the board shows it: its pieces and the board as it stands. */
function begun(ruleset: string, doc: unknown, seats: Readonly<Record<string, Seat>>, language: 'en' | 'fr') {
  const input = loadInput(doc);
  const presenter = presenterFor(ruleset) as Presenter;
  const playtest = startPlaytest(engineFor(ruleset) as ScenarioEngine, input, seats, '7');
  const model = playtestModel(playtest, presenter, null, null, language);
  const kernel = kernelOf(input.scenario.board);
  return { input, model, kernel, board: presenter.boardScenario(input.scenario, model.seen!, model.viewer) };
}

const texts = (items: readonly DisplayItem[]): TextItem[] => items.flatMap((item) => (item.kind === 'group' ? texts(item.items) : item.kind === 'text' ? [item] : []));

describe('the playtest board’s scene', () => {
  // Agents on the cells where the zones' names go when the board is bare: the bottom row of the
  // attackers' start, the top row of bomb site A.
  const doc = placed(sample, { ash: 'F4', 'attacker-2': 'F5', 'attacker-3': 'F6', 'attacker-4': 'F7', doc: 'A4', 'defender-2': 'A5', castle: 'B8' });
  const { input, model, kernel, board } = begun('r6-onboard', doc, { attackers: 'greedy', defenders: 'greedy' }, 'fr');
  const scene = playtestScene({ scenario: board, ruleset: input.ruleset, language: 'fr' }, kernel, model.pieces, model.markers);
  const zoneNames = new Set((input.scenario.board.zones ?? []).map((zone) => localized(zone.name, 'fr', zone.id)));
  const names = texts(scene.items).filter((item) => zoneNames.has(item.text) || item.text.endsWith('…'));

  it('puts no zone’s name across a counter standing in it', () => {
    const counters = counterBoxes(kernel, model.pieces, model.markers);
    expect(model.pieces).toHaveLength(7);
    const crossed = names.filter((name) => counters.some((counter) => boxesOverlap(textBox(name), counter)));
    expect(crossed.map((name) => name.text)).toEqual([]);
  });

  it('still names the zones the counters leave room for', () => {
    expect(names.map((name) => name.text)).toEqual(expect.arrayContaining(['Départ des attaquants (extérieur)', 'Site de bombe A\u00a0: bureau', 'Site de bombe B\u00a0: archives']));
  });
});

describe('a piece laid over a token’s counter', () => {
  // Knight 1 inside the siege tower's hex 1010, Knight 2 on open ground at 1008.
  const doc = siegePlaced(siegeSample, { 'knight-1': '1010', 'knight-2': '1008' }, [], true);
  const { model, kernel, board } = begun('siege', doc, { besiegers: 'greedy', defenders: 'greedy' }, 'en');
  const tower = kernel.kind === 'hex' ? kernel.indexOf(hexAt('1010')) : -1;

  it('is drawn offset to the lower right, so the siege tower beneath still shows', () => {
    const covered = coveredCells(kernel, board);
    expect(covered.has(tower)).toBe(true);
    const spots = pieceSpots(kernel, model.pieces, covered);
    const inTower = model.pieces.find((piece) => piece.id === 'knight-1')!;
    const whole = spotOf(kernel, inTower.place)!;
    const laid = spots.get('knight-1')!;
    expect(laid.x).toBeGreaterThan(whole.x);
    expect(laid.y).toBeGreaterThan(whole.y);
    expect(laid.size).toBeLessThan(whole.size);
    // Its upper left corner leaves the counter beneath uncovered there.
    expect(laid.x - laid.size / 2).toBeGreaterThan(whole.x - whole.size / 2);
  });

  it('leaves a piece on open ground where it was', () => {
    const spots = pieceSpots(kernel, model.pieces, coveredCells(kernel, board));
    const open = model.pieces.find((piece) => piece.id === 'knight-2')!;
    expect(spots.get('knight-2')).toEqual(spotOf(kernel, open.place));
  });

  it('gives away no hidden token: a counter the board does not draw covers nothing', () => {
    const hidden = { ...board, board: { ...board.board, tokens: (board.board.tokens ?? []).map((token) => ({ ...token, hidden: true })) } };
    expect(coveredCells(kernel, hidden).size).toBe(0);
    const spots = pieceSpots(kernel, model.pieces, coveredCells(kernel, hidden));
    expect(spots.get('knight-1')).toEqual(spotOf(kernel, model.pieces.find((piece) => piece.id === 'knight-1')!.place));
  });
});
