/**
 * Fire (3.5), flaming arrows and boiling oil (5.31, 5.32) on the shipped castle: the ram stands at
 * the foot of the west wall (1212, 1213, 1313), a mantlet on the berm beside it (1314), a barrel of
 * boiling oil on the rampart above (1412). The fire table's results are the ruleset's (assumed):
 * flaming arrow F on 1-4 at a siege tower, a mantlet, a trebuchet or a mangonel and on 1-2 at a ram or
 * a ballista, oil F on 1-6, spread F on 1-2, extinguish D on 1-4 and DA on 5-6.
 */
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/siege-castle.scenario.json';
import { stepCost } from './board-cache';
import { reachOf } from './reach';
import { Draft } from './draft';
import { burnTurn, spreadFires } from './fires';
import { lineOfFire } from './line-of-fire';
import { occupancyOf } from './occupancy';
import { cellIndex, engine, figure, hexAt, keys, placed, play, playUntil, start, withDice, withFigure, type Doc } from './test-support/game';
import type { FireState, SiegeState } from './types';

function scene(positions: Record<string, string>, tokens: Record<string, string> = {}): Doc {
  const doc = placed(sample, { lord: '1911', ...positions }, [], true);
  const moves: Record<string, string> = { ram: '1212', 'ram-2': '1213', 'ram-3': '1313', mantlet: '1314', ...tokens };
  for (const token of doc.board.tokens as { id: string; at: { col: number; row: number } }[]) if (moves[token.id]) token.at = hexAt(moves[token.id] as string);
  return doc;
}

/** The state with fires burning, set by `side` `ago` turns before this one (0: in this turn). */
function burning(state: SiegeState, side: string, fires: readonly { cell: string; ago?: number; arrow?: boolean }[]): SiegeState {
  const list: FireState[] = fires.map((fire) => ({ cell: cellIndex(state, fire.cell), side, lit: state.turn - (fire.ago ?? 0), arrow: fire.arrow === true }));
  const d = new Draft(state, () => undefined);
  d.setFires(list);
  return d.finish();
}

/** Runs `work` on a draft of `state` and returns the state and events it made. */
function drafted(state: SiegeState, work: (d: Draft) => void): { state: SiegeState; keys: string[] } {
  const events: string[] = [];
  const d = new Draft(state, (event) => events.push(event.key));
  work(d);
  return { state: d.finish(), keys: events };
}

describe('setting a fire (3.51)', () => {
  it('takes a figure that has stood beside an engine since its side’s last phase, in its melee step, instead of fighting', () => {
    const state = playUntil(start(scene({ 'soldier-1': '1315', 'soldier-b1': '1009' })), 'defenders:melee');
    const torch = { type: 'setFire', side: 'defenders', unit: 'soldier-1', cell: cellIndex(state, '1314') } as const;
    expect(engine.legalActions(state, 'defenders')).toContainEqual(torch);
    const lit = play(state, torch);
    expect(keys(lit.events)).toEqual(expect.arrayContaining(['siege.event.fireSet', 'siege.event.caughtFire']));
    expect(lit.state.game.fires).toEqual([{ cell: cellIndex(state, '1314'), side: 'defenders', lit: 1, arrow: false }]);
    expect(figure(lit.state, 'soldier-1').busyAt).toBe(state.game.stamp);
    // A burning hex is impassable.
    expect(stepCost(lit.state, cellIndex(state, '1315'), cellIndex(state, '1314'), false)).toBe(Infinity);
    // Not a figure that came this phase, nor one that shot.
    expect(engine.check(withFigure(state, 'soldier-1', { placedAt: state.game.stamp }), torch)).toMatchObject({ key: 'siege.refused.notSettled' });
    expect(engine.check(withFigure(state, 'soldier-1', { shot2At: state.game.stamp }), torch)).toMatchObject({ key: 'siege.refused.busy' });
  });

  it('is not done by hand from a rampart, nor to an engine one’s own side is aboard', () => {
    const state = playUntil(start(scene({ 'soldier-2': '1412', 'soldier-b1': '1009' })), 'defenders:melee');
    expect(engine.check(state, { type: 'setFire', side: 'defenders', unit: 'soldier-2', cell: cellIndex(state, '1313') })).toMatchObject({ key: 'siege.refused.torchFromRampart' });
    // A defender beside the ram's crew gives them a melee step.
    const crew = playUntil(start(scene({ 'knight-2': '1313', 'soldier-b1': '1213', 'soldier-1': '1312' })), 'besiegers:melee');
    expect(engine.check(crew, { type: 'setFire', side: 'besiegers', unit: 'soldier-b1', cell: cellIndex(crew, '1313') })).toMatchObject({ key: 'siege.refused.nothingToBurn' });
  });
});

describe('a hex on fire (3.54, 3.55)', () => {
  it('drives out whoever stands in it: one hex back, or wounded where there is no way out', () => {
    const state = playUntil(start(scene({ 'soldier-1': '1315', 'soldier-b1': '1314' })), 'defenders:melee');
    const lit = play(state, { type: 'setFire', side: 'defenders', unit: 'soldier-1', cell: cellIndex(state, '1314') });
    expect(keys(lit.events)).toContain('siege.event.fellBack');
    expect(figure(lit.state, 'soldier-b1').cell).not.toBe(cellIndex(state, '1314'));
    expect(figure(lit.state, 'soldier-b1').status).toBe('healthy');
  });

  it('brings a stunned figure round on 1 to 6, else it dies in the flames', () => {
    const state = withFigure(playUntil(start(scene({ 'soldier-1': '1315', 'soldier-b1': '1314' })), 'defenders:melee'), 'soldier-b1', { status: 'stunned' });
    const torch = { type: 'setFire', side: 'defenders', unit: 'soldier-1', cell: cellIndex(state, '1314') } as const;
    const woke = play(withDice(state, 6), torch);
    expect(keys(woke.events)).toContain('siege.event.cameRoundInFire');
    expect(figure(woke.state, 'soldier-b1').status).toBe('healthy');
    const died = play(withDice(state, 7), torch);
    expect(keys(died.events)).toContain('siege.event.perishedInFire');
    expect(figure(died.state, 'soldier-b1').status).toBe('dead');
  });

  it('hurts again whoever is still in it when a turn after the one it caught ends: wounded, then killed', () => {
    const trapped = withFigure(start(scene({ 'soldier-b1': '1009' })), 'soldier-b1', { status: 'wounded' });
    expect(figure(drafted(burning(trapped, 'defenders', [{ cell: '1009' }]), burnTurn).state, 'soldier-b1').status).toBe('wounded');
    expect(figure(drafted(burning(trapped, 'defenders', [{ cell: '1009', ago: 1 }]), burnTurn).state, 'soldier-b1').status).toBe('dead');
  });

  it('destroys the whole engine after three whole turns, and a tent, which then lets lines of fire through', () => {
    const start3 = start(scene({}));
    // Lit two turns ago: not yet when this turn ends.
    expect(drafted(burning(start3, 'defenders', [{ cell: '1213', ago: 2 }]), burnTurn).state.game.engines.some((engine) => engine.id === 'ram')).toBe(true);
    let state = burning(start3, 'defenders', [{ cell: '1213', ago: 3 }, { cell: '0404', ago: 3 }]);
    const tent = cellIndex(state, '0404');
    const shooter = { side: 0, weapon: 'crossbow' };
    const from = cellIndex(state, '0403');
    const to = cellIndex(state, '0405');
    const nobody = occupancyOf(state.fixed.board, []);
    expect(lineOfFire(state.fixed.board, from, to, shooter, nobody, state.game.board).clear).toBe(false);
    const after = drafted(state, burnTurn);
    state = after.state;
    expect(after.keys).toEqual(expect.arrayContaining(['siege.event.engineBurnt', 'siege.event.tentBurnt']));
    expect(state.game.engines.some((engine) => engine.id === 'ram')).toBe(false);
    expect(state.game.fires).toEqual([]);
    expect(state.game.counters).toEqual([{ kind: 'burnt-tent', cell: tent }]);
    expect(lineOfFire(state.fixed.board, from, to, shooter, nobody, state.game.board).clear).toBe(true);
  });
});

describe('a fire spreading and put out (3.52, 3.53)', () => {
  it('spreads at the end of the other side’s phase to the engines and tents beside it, on the spread column', () => {
    const state = burning(start(scene({})), 'defenders', [{ cell: '1314' }]);
    // 1314's neighbours that burn: the ram's 1313 (and none else). A 1 spreads, a 3 does not.
    const spread = drafted(withDice(state, 1), (d) => spreadFires(d, 'besiegers'));
    expect(spread.keys).toEqual(expect.arrayContaining(['siege.event.fireSpread', 'siege.event.caughtFire']));
    expect(spread.state.game.fires.map((fire) => state.fixed.labels[fire.cell])).toEqual(['1314', '1313']);
    expect(drafted(withDice(state, 3), (d) => spreadFires(d, 'besiegers')).state.game.fires).toHaveLength(1);
    // Its own side's phase ending rolls nothing for it.
    expect(drafted(withDice(state, 1), (d) => spreadFires(d, 'defenders')).state.game.fires).toHaveLength(1);
  });

  it('is put out by a figure beside it that has neither moved nor shot: D puts out any fire, DA a flaming arrow’s only', () => {
    // A defender beside the besieger (in the moat) gives him a melee step.
    let state = playUntil(start(scene({ 'soldier-b1': '1315', engineer: '1414' })), 'besiegers:melee');
    state = burning(state, 'defenders', [{ cell: '1314' }]);
    const attempt = { type: 'extinguish', side: 'besiegers', unit: 'soldier-b1', cell: cellIndex(state, '1314') } as const;
    expect(engine.legalActions(state, 'besiegers')).toContainEqual(attempt);
    const declared = play(state, attempt).state;
    expect(play(withDice(declared, 4), { type: 'roll', side: 'besiegers' }).state.game.fires).toEqual([]);
    expect(play(withDice(declared, 5), { type: 'roll', side: 'besiegers' }).state.game.fires).toHaveLength(1);
    expect(play(withDice(burning(declared, 'defenders', [{ cell: '1314', arrow: true }]), 5), { type: 'roll', side: 'besiegers' }).state.game.fires).toEqual([]);
    expect(engine.check(withFigure(state, 'soldier-b1', { movedAt: state.game.stamp }), attempt)).toMatchObject({ key: 'siege.refused.movedThisPhase' });
  });
});

describe('flaming arrows (5.31)', () => {
  it('are shot by bowmen at short range at an engine, and set it alight on its column', () => {
    const state = playUntil(start(scene({ 'archer-1': '1410', 'crossbow-2': '1413', 'soldier-b1': '1009' })), 'defenders:fire-1');
    const arrow = { type: 'fireArrow', side: 'defenders', unit: 'archer-1', cell: cellIndex(state, '1313') } as const;
    expect(engine.legalActions(state, 'defenders')).toContainEqual(arrow);
    expect(engine.check(state, { ...arrow, unit: 'crossbow-2' })).toMatchObject({ key: 'siege.refused.notABowman' });
    expect(engine.check(state, { ...arrow, cell: cellIndex(state, '1312') })).toMatchObject({ key: 'siege.refused.notAnEngine' });
    const declared = play(state, arrow).state;
    expect(figure(declared, 'archer-1').shot1At).toBe(state.game.stamp);
    const caught = play(withDice(declared, 2), { type: 'roll', side: 'defenders' });
    expect(keys(caught.events)).toContain('siege.event.fireArrowCaught');
    expect(caught.state.game.fires).toEqual([{ cell: cellIndex(state, '1313'), side: 'defenders', lit: 1, arrow: true }]);
    const missed = play(withDice(declared, 5), { type: 'roll', side: 'defenders' });
    expect(missed.state.game.fires).toEqual([]);
  });
});

describe('boiling oil (5.32)', () => {
  it('attacks a figure at the foot of the wall at 8 against 1, who falls back whatever the result; the barrel is spent', () => {
    const state = playUntil(start(scene({ 'soldier-2': '1412', 'soldier-b1': '1312' })), 'defenders:melee');
    const pour = { type: 'pourOil', side: 'defenders', unit: 'soldier-2', cell: cellIndex(state, '1312') } as const;
    expect(engine.legalActions(state, 'defenders')).toContainEqual(pour);
    const declared = play(state, pour).state;
    expect(declared.game.barrels.map((barrel) => barrel.id)).toEqual(['oil-1']);
    // Die 5 at 8-1: the defender (the figure below) wounded; die 10: no effect, but he falls back all the same.
    const scalded = play(withDice(declared, 5), { type: 'roll', side: 'defenders' });
    expect(scalded.events[0]).toMatchObject({ key: 'siege.event.oilScalded', params: { column: '8-1', code: 'E' } });
    expect(figure(scalded.state, 'soldier-b1').status).toBe('wounded');
    const spared = play(withDice(declared, 10), { type: 'roll', side: 'defenders' });
    expect(keys(spared.events)).toEqual(expect.arrayContaining(['siege.event.oilNoEffect', 'siege.event.fellBack']));
    expect(figure(spared.state, 'soldier-b1').cell).not.toBe(cellIndex(state, '1312'));
  });

  it('hurts a figure under a ram only if the ram catches fire', () => {
    const state = playUntil(start(scene({ 'soldier-2': '1412', 'knight-2': '1313' })), 'defenders:melee');
    const declared = play(state, { type: 'pourOil', side: 'defenders', unit: 'soldier-2', cell: cellIndex(state, '1313') }).state;
    const runsOff = play(withDice(declared, 7), { type: 'roll', side: 'defenders' });
    expect(keys(runsOff.events)).toContain('siege.event.oilNoFire');
    expect(figure(runsOff.state, 'knight-2')).toMatchObject({ status: 'healthy', cell: cellIndex(state, '1313') });
    const burns = play(withDice(declared, 6, 1), { type: 'roll', side: 'defenders' });
    expect(keys(burns.events)).toEqual(expect.arrayContaining(['siege.event.oilCaughtFire', 'siege.event.oilScalded', 'siege.event.caughtFire']));
    expect(figure(burns.state, 'knight-2').status).toBe('dead');
    expect(burns.state.game.fires.map((fire) => fire.cell)).toEqual([cellIndex(state, '1313')]);
  });

  it('is carried at 2 movement points less, poured in the same phase, and only from a rampart on a hex below', () => {
    const state = playUntil(start(scene({ 'soldier-2': '1412', 'soldier-b1': '1311' })), 'defenders:move');
    const index = state.fixed.figures.findIndex((candidate) => candidate.id === 'soldier-2');
    expect(reachOf(state, index, 'barrel').budget).toBe(reachOf(state, index, null).budget - 2);
    const carried = play(state, { type: 'move', side: 'defenders', unit: 'soldier-2', cell: cellIndex(state, '1411'), barrel: 'oil-2' }).state;
    expect(carried.game.barrels.find((barrel) => barrel.id === 'oil-2')?.cell).toBe(cellIndex(state, '1411'));
    const melee = playUntil(carried, 'defenders:melee');
    expect(melee.game.stamp).toBe(carried.game.stamp);
    expect(engine.legalActions(melee, 'defenders')).toContainEqual({ type: 'pourOil', side: 'defenders', unit: 'soldier-2', cell: cellIndex(state, '1311') });
    expect(engine.check(melee, { type: 'pourOil', side: 'defenders', unit: 'soldier-2', cell: cellIndex(state, '1410') })).toMatchObject({ key: 'siege.refused.notBelow' });
  });
});

describe('rule 5.31: “la Table des Incendies dans la colonne correspondant à l’engin visé”, at the other side’s engines only', () => {
  it('reads the column of the engine aimed at: a 3 sets the mantlet alight, not the ram', () => {
    // From the rampart 1413, over its wall: the ram's hex 1313 and the mantlet's 1314 lie below it.
    const state = playUntil(start(scene({ 'archer-1': '1413', 'soldier-b1': '1009' })), 'defenders:fire-1');
    const atRam = play(state, { type: 'fireArrow', side: 'defenders', unit: 'archer-1', cell: cellIndex(state, '1313') }).state;
    expect(play(withDice(atRam, 3), { type: 'roll', side: 'defenders' }).state.game.fires).toEqual([]);
    const atMantlet = play(state, { type: 'fireArrow', side: 'defenders', unit: 'archer-1', cell: cellIndex(state, '1314') }).state;
    expect(play(withDice(atMantlet, 3), { type: 'roll', side: 'defenders' }).state.game.fires).toEqual([{ cell: cellIndex(state, '1314'), side: 'defenders', lit: 1, arrow: true }]);
  });

  it('has no one set fire to his own side’s engines, by arrow or by hand', () => {
    // The besiegers' trebuchet stands on 0205, with a besieging archer beside it and a defender in his sight.
    const archer = playUntil(start(scene({ 'longbow-1': '0305', 'soldier-3': '0505' })), 'besiegers:fire-1');
    const own = { type: 'fireArrow', side: 'besiegers', unit: 'longbow-1', cell: cellIndex(archer, '0205') } as const;
    expect(engine.legalActions(archer, 'besiegers')).not.toContainEqual(own);
    expect(engine.check(archer, own)).toMatchObject({ key: 'siege.refused.ownEngine' });
    // A besieger beside his mantlet (1314), a defender beside him to fight.
    const torch = playUntil(start(scene({ 'soldier-b1': '1315', engineer: '1414' })), 'besiegers:melee');
    const byHand = { type: 'setFire', side: 'besiegers', unit: 'soldier-b1', cell: cellIndex(torch, '1314') } as const;
    expect(engine.legalActions(torch, 'besiegers')).not.toContainEqual(byHand);
    expect(engine.check(torch, byHand)).toMatchObject({ key: 'siege.refused.ownEngine' });
  });
});
