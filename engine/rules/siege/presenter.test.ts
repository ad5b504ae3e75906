import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import type { Scenario } from '../../scenario/types';
import { cellPlace, type Place } from '../core/places';
import { siegePresenter } from './presenter';
import { engine, hexAt, placed, play, playUntil, start } from './test-support/game';
import type { SiegeAction, SiegeState } from './types';

const label = (state: SiegeState, place: Place) => (place.kind === 'cell' ? `${state.fixed.labels[place.cell]}${place.level ? '↑' : ''}` : undefined);

function at(state: SiegeState, unit: string) {
  return siegePresenter.highlights(state, unit, 'en').map(({ place, ...highlight }) => ({ ...highlight, cell: label(state, place) }));
}

// Besiegers on the west berm and in the fields, defenders on the west ramparts.
const positions = { 'longbow-1': '1010', 'soldier-b1': '1309', 'soldier-b2': '1311', 'archer-1': '1410', 'soldier-1': '1310', lord: '1911' };

describe('SIEGE in the playtest view', () => {
  it('words every action with what it costs or risks before it is taken', () => {
    let state = start(placed(sample, positions));
    expect(siegePresenter.phaseName(state, 'en')).toBe('Archers and crossbowmen fire');
    const shot = engine.legalActions(state, 'besiegers').find((action) => action.type === 'fire' && (action as { target: string }).target === 'archer-1') as SiegeAction;
    expect(siegePresenter.describeAction(state, shot, 'en')).toMatch(/^Longbowman shoots at Archer \(short bow\): 4 hexes, short range, strong cover, \+0 to the die$/);
    expect(siegePresenter.describeAction(state, shot, 'fr')).toMatch(/^Archer \(arc long\) tire sur Archer \(arc court\)\u00a0: 4 cases, courte distance, couverture forte, \+0 au dé$/);
    expect(siegePresenter.target(state, shot)).toEqual({ piece: 'longbow-1', targetPiece: 'archer-1' });
    state = playUntil(state, 'besiegers:move');
    const move = { type: 'move', side: 'besiegers', unit: 'longbow-1', cell: state.fixed.labels.indexOf('1110') } as SiegeAction;
    expect(siegePresenter.describeAction(state, move, 'en')).toBe('Move Longbowman to 1110 (2\u00a0MP)');
    expect(siegePresenter.describeAction(state, move, 'fr')).toBe('Déplacer Archer (arc long) en 1110 (2\u00a0PM)');
    state = playUntil(state, 'besiegers:melee');
    const melee = engine.legalActions(state, 'besiegers').find((action) => action.type === 'melee' && (action as { attackers: readonly string[] }).attackers.length === 2) as SiegeAction;
    // Three soldiers on the board: numbered across both sides, so the log never names two alike.
    expect(siegePresenter.describeAction(state, melee, 'en')).toBe('Attack Soldier 3 with Soldier 1 and Soldier 2: 16 against 7, column 3-1');
    expect(siegePresenter.describeAction(state, { type: 'endStep', side: 'besiegers' }, 'fr')).toBe('Finir cette étape\u00a0: Combats');
    expect(siegePresenter.describe(state, { key: 'siege.event.killed', params: { unit: 'soldier-1' } }, 'fr')).toBe('Soldat 3 est tué.');
  });

  it('outlines the hexes the selected figure reaches with their cost, and the enemies it can shoot', () => {
    const state = playUntil(start(placed(sample, positions)), 'besiegers:move');
    const longbow = at(state, 'longbow-1');
    const reach = longbow.filter((highlight) => highlight.kind === 'reach');
    expect(reach).toContainEqual({ cell: '1009', kind: 'reach', label: '1' });
    expect(reach).toContainEqual({ cell: '1110', kind: 'reach', label: '2' });
    expect(reach.every((highlight) => Number(highlight.label) >= 1 && Number(highlight.label) <= 5)).toBe(true);
    // The rampart archer is in its line of fire, the lord in the keep is not.
    const targets = longbow.filter((highlight) => highlight.kind === 'target').map((highlight) => highlight.piece);
    expect(targets).toContain('archer-1');
    expect(targets).not.toContain('lord');
    // Once it has moved, it reaches nothing more this phase.
    const moved = play(state, { type: 'move', side: 'besiegers', unit: 'longbow-1', cell: state.fixed.labels.indexOf('1009') }).state;
    expect(at(moved, 'longbow-1').filter((highlight) => highlight.kind === 'reach')).toEqual([]);
    // In the fire step before the movement, it shows whom it can shoot, not where it could walk later.
    const firing = playUntil(start(placed(sample, positions)), 'besiegers:fire-1');
    const aiming = at(firing, 'longbow-1');
    expect(aiming.filter((highlight) => highlight.kind === 'reach')).toEqual([]);
    expect(aiming.some((highlight) => highlight.kind === 'target')).toBe(true);
  });

  it('draws the ladders where they are and the drawbridge as it stands, and the figures as pieces, marked when a ladder lies or stands under them', () => {
    const doc = placed(sample, positions);
    for (const token of doc.board.tokens as { id: string; at: { col: number; row: number } }[]) if (token.id === 'ladder-1') token.at = hexAt('1309');
    let state = playUntil(start(doc), 'besiegers:move');
    // The counter on the ladder's hex hides it: the figure's marks name it, on the board and in its tip.
    expect(siegePresenter.pieces(state, 'fr').find((piece) => piece.id === 'soldier-b1')?.marks).toEqual([{ id: 'ladder', text: 'Une échelle est couchée à ses pieds.' }]);
    expect(siegePresenter.pieces(state, 'en').find((piece) => piece.id === 'soldier-b2')?.marks).toEqual([]);
    state = play(state, { type: 'raiseLadder', side: 'besiegers', unit: 'soldier-b1', ladder: 'ladder-1', rampart: state.fixed.labels.indexOf('1409') }).state;
    const board = siegePresenter.boardScenario(sample as unknown as Scenario, state, null).board;
    expect(board.tokens?.find((token) => token.id === 'ladder-1')).toMatchObject({ at: hexAt('1309'), state: 'vertical' });
    expect(board.tokens?.find((token) => token.id === 'drawbridge-1')).toMatchObject({ state: 'lowered' });
    const pieces = siegePresenter.pieces(state, 'en');
    expect(pieces.find((piece) => piece.id === 'soldier-b1')).toMatchObject({ side: 'besiegers', name: 'Soldier 1', short: 'Sol1', health: 2, maxHealth: 2, marks: [{ id: 'ladder', text: 'On a ladder raised against the rampart.' }] });
    expect(pieces).toHaveLength(6);
    // A defender on a barrel of boiling oil (oil-2, at 1412).
    const onOil = start(placed(sample, { ...positions, 'soldier-1': '1412' }));
    expect(siegePresenter.pieces(onOil, 'en').find((piece) => piece.id === 'soldier-1')?.marks).toEqual([{ id: 'barrel', text: 'A barrel of boiling oil stands at its feet.' }]);
  });
});

describe('SIEGE siege engines in the playtest view', () => {
  const crew = { 'soldier-b3': '1009', 'soldier-b4': '1010', 'soldier-b5': '1110', 'sergeant-b2': '0909', 'soldier-b6': '1112', 'sergeant-b3': '1113', 'knight-2': '1212', lord: '1911' };

  it('draws the engines where they have rolled, the fires, breaches and burnt tents the game laid, and who stands on top of a tower', () => {
    let state = playUntil(start(placed(sample, crew, [], true)), 'besiegers:move');
    const push = engine.legalActions(state, 'besiegers').find((action) => action.type === 'moveEngine' && (action as { engine: string }).engine === 'siege-tower' && (action as { direction: number }).direction === 2) as SiegeAction;
    expect(siegePresenter.describeAction(state, push, 'en')).toBe('Push the siege tower 1 hex, its front hex to 1110');
    expect(siegePresenter.describeAction(state, push, 'fr')).toBe('Pousser la tour de siège d’une case, son avant jusqu’en 1110');
    const climb = { type: 'move', side: 'besiegers', unit: 'sergeant-b2', cell: state.fixed.labels.indexOf('1009'), top: true } as SiegeAction;
    expect(siegePresenter.describeAction(state, climb, 'en')).toBe('Move Sergeant 1 to the top of the siege tower at 1009 (4\u00a0MP)');
    expect(siegePresenter.target(state, climb)).toEqual({ piece: 'sergeant-b2', place: cellPlace(state.fixed.labels.indexOf('1009'), 1) });
    expect(at(state, 'sergeant-b2')).toContainEqual({ cell: '1009↑', kind: 'reach', label: '4' });
    state = play(state, climb).state;
    state = play(state, push).state;
    state = { ...state, game: { ...state.game, fires: [{ cell: state.fixed.labels.indexOf('1112'), side: 'defenders', lit: 1, arrow: true }], counters: [{ kind: 'demolished-wall', cell: state.fixed.labels.indexOf('1412') }, { kind: 'burnt-tent', cell: state.fixed.labels.indexOf('0404') }] } };
    const board = siegePresenter.boardScenario(sample as unknown as Scenario, state, null).board;
    const where = (id: string) => board.tokens?.find((token) => token.id === id)?.at;
    expect([where('siege-tower'), where('siege-tower-2'), where('siege-tower-3')]).toEqual([hexAt('1110'), hexAt('1111'), hexAt('1210')]);
    expect(where('ram')).toEqual(hexAt('1112'));
    expect(siegePresenter.markers(state, 'en').find((marker) => marker.style === 'fire')).toMatchObject({ place: cellPlace(state.fixed.labels.indexOf('1112')), text: '1112 is burning (since turn 1).' });
    expect(board.tokens?.find((token) => token.kind === 'demolished-wall')).toMatchObject({ at: hexAt('1412') });
    expect(board.terrain?.find((patch) => patch.kind === 'burnt-tent')).toMatchObject({ cells: [hexAt('0404')] });
    expect(siegePresenter.pieces(state, 'en').find((piece) => piece.id === 'sergeant-b2')?.place).toEqual(cellPlace(state.fixed.labels.indexOf('1110'), 1));
    // Its crew rides inside, on the ground level of the hexes it stands on.
    expect(siegePresenter.pieces(state, 'en').find((piece) => piece.id === 'soldier-b3')?.place).toEqual(cellPlace(state.fixed.labels.indexOf('1110')));
    // Its counter hides the tower's there: its marks say where it is; the sergeant on top is seen on the tower.
    const marks = (id: string, language: 'en' | 'fr' = 'en') => siegePresenter.pieces(state, language).find((piece) => piece.id === id)?.marks;
    expect(marks('soldier-b3', 'fr')).toEqual([{ id: 'tower', text: 'Dans la tour de siège.' }]);
    expect(marks('sergeant-b2')).toEqual([]);
    expect(marks('soldier-b6')).toEqual([{ id: 'ram', text: 'Under the ram.' }]);
  });

  it('marks the dead where they lie, with what they cost to step over (1.61)', () => {
    const state = start(placed(sample, positions));
    const cell = state.fixed.labels.indexOf('0909');
    const dead = (count: number): SiegeState => ({ ...state, game: { ...state.game, figures: state.game.figures.map((figure, index) => (index < count ? { ...figure, cell, status: 'dead' as const } : figure)) } });
    const marker = (count: number, language: 'en' | 'fr' = 'en') => siegePresenter.markers(dead(count), language).find((candidate) => candidate.style === 'dead');
    expect(marker(1)).toMatchObject({ place: cellPlace(cell), label: '†1', text: '0909: 1 dead.' });
    expect(marker(3)?.text).toBe('0909: 3 dead, +1 movement point to enter it (1.61).');
    expect(marker(6, 'fr')?.text).toBe('0909\u00a0: 6 morts, plus personne ne peut y entrer (1.61).');
    expect(siegePresenter.markers(state, 'en').filter((candidate) => candidate.style === 'dead')).toEqual([]);
  });

  it('words a ram’s blow, fires and oil before they are rolled', () => {
    const state = start(placed(sample, crew, [], true));
    const cell = (label: string) => state.fixed.labels.indexOf(label);
    expect(siegePresenter.describeAction(state, { type: 'pound', side: 'besiegers', engine: 'ram', cell: cell('1412') } as SiegeAction, 'en')).toBe('The ram pounds the wall at 1412 (column 9, +0 to the die)');
    expect(siegePresenter.describeAction(state, { type: 'pound', side: 'besiegers', engine: 'ram', cell: cell('1514') } as SiegeAction, 'fr')).toBe('Le bélier pilonne le mur en 1514 (colonne 9, -1 au dé)');
    expect(siegePresenter.describeAction(state, { type: 'setFire', side: 'defenders', unit: 'lord', cell: cell('1212') } as SiegeAction, 'fr')).toMatch(/met le feu en 1212$/);
    expect(siegePresenter.describeAction(state, { type: 'pourOil', side: 'defenders', unit: 'lord', cell: cell('1313') } as SiegeAction, 'en')).toMatch(/pours boiling oil on 1313$/);
    // A flaming arrow names the engine it is shot at, not the hex alone.
    expect(siegePresenter.describeAction(state, { type: 'fireArrow', side: 'defenders', unit: 'lord', cell: cell('1009') } as SiegeAction, 'en')).toMatch(/shoots a flaming arrow at the siege tower \(1009\)$/);
    expect(siegePresenter.describeAction(state, { type: 'fireArrow', side: 'defenders', unit: 'lord', cell: cell('1009') } as SiegeAction, 'fr')).toMatch(/tire une flèche enflammée sur la tour de siège \(1009\)$/);
  });
});
