/**
 * The bots' score (score.ts) leads each side toward how it wins: the Empire toward finding and
 * conquering the base (R13), the Rebellion toward keeping it hidden and its reputation meeting time
 * (R14). Each test builds, on the sample galaxy (the base hidden at Yavin), a choice the score must
 * rank the right way; and the Empire's score never reads where the base is.
 */
import { describe, expect, it } from 'vitest';
import galaxy from '../../../scenarios/rebellion-galaxy.scenario.json';
import { edit, engine, ids, loadInput, play, put, toCommand } from './test-support/game';
import { scoreOf } from './score';
import { EMPIRE, ON_MISSION, REBELLION, type RebState } from './types';

const E = 'empire';
const R = 'rebellion';
const galaxyInput = loadInput(galaxy);

/** The command phase of round 1 on the sample galaxy, the Empire to give an order. */
function empireOrder(): RebState {
  return play(toCommand(engine.setup(galaxyInput, 1)), { type: 'pass', side: R }).state;
}

/** Only `left` are systems the Empire cannot rule out. */
function onlyCandidates(state: RebState, left: readonly string[]): RebState {
  const at = ids(state);
  const keep = new Set(left.map((id) => at.system(id)));
  return edit(state, (game) => {
    game.candidates = game.candidates.map((_value, system) => (keep.has(system) ? 1 : 0));
  });
}

describe('the Empire hunts the base (R13, R26)', () => {
  it('an activation keeps counting the troops its ships that came first can still carry', () => {
    // Kuat's star destroyer is its only ship: it must come before the stormtroopers it carries.
    let state = empireOrder();
    const at = ids(state);
    state = put(state, 'kuat', 'assault-carrier', 0);
    state = play(state, { type: 'activate', side: E, leader: at.leader('vader'), system: at.system('mandalore') }).state;
    const ship = play(state, { type: 'move', side: E, from: at.system('kuat'), profile: at.profile('star-destroyer'), count: 1 }).state;
    const stop = play(state, { type: 'endMove', side: E }).state;
    // Bringing the ship is the first step of searching Mandalore, a system the base may be in.
    expect(scoreOf(ship, E)).toBeGreaterThan(scoreOf(stop, E));
    const troops = play(ship, { type: 'move', side: E, from: at.system('kuat'), profile: at.profile('stormtrooper'), count: 2 }).state;
    expect(scoreOf(troops, E)).toBeGreaterThan(scoreOf(play(ship, { type: 'endMove', side: E }).state, E));
    // Once the troops have come, the search is done: Mandalore is ruled out.
    expect(play(troops, { type: 'endMove', side: E }).state.game.candidates[at.system('mandalore')]).toBe(0);
  });

  it('prefers searching a system the base may be in over one it has ruled out', () => {
    let state = empireOrder();
    const at = ids(state);
    // Mandalore and Coruscant are both next to Kuat's troops; only Mandalore may hold the base.
    state = edit(state, (game) => (game.candidates[at.system('mandalore')] = 1));
    const move = (system: string) => {
      let next = play(state, { type: 'activate', side: E, leader: at.leader('vader'), system: at.system(system) }).state;
      next = play(next, { type: 'move', side: E, from: at.system('kuat'), profile: at.profile('star-destroyer'), count: 1 }).state;
      next = play(next, { type: 'move', side: E, from: at.system('kuat'), profile: at.profile('stormtrooper'), count: 2 }).state;
      return play(next, { type: 'endMove', side: E }).state;
    };
    expect(scoreOf(move('mandalore'), E)).toBeGreaterThan(scoreOf(move('coruscant'), E));
  });

  it('with one system left for the base, a hop nearer it is worth more than a leader kept to command', () => {
    // Tarkin and Tagge are away on missions: sending Vader leaves one leader in reserve.
    let state = onlyCandidates(empireOrder(), ['ord-mantell']);
    const at = ids(state);
    state = edit(state, (game) => {
      for (const id of ['tarkin', 'tagge']) game.leaderAt[at.leader(id)] = ON_MISSION;
      // Mandalore loyal to the Empire: no subjugation marker to tell the two states apart.
      game.loyalty[at.system('mandalore')] = EMPIRE;
    });
    let nearer = play(state, { type: 'activate', side: E, leader: at.leader('vader'), system: at.system('mandalore') }).state;
    nearer = play(nearer, { type: 'move', side: E, from: at.system('kuat'), profile: at.profile('star-destroyer'), count: 1 }).state;
    nearer = play(nearer, { type: 'move', side: E, from: at.system('kuat'), profile: at.profile('stormtrooper'), count: 2 }).state;
    nearer = play(nearer, { type: 'endMove', side: E }).state;
    expect(scoreOf(nearer, E)).toBeGreaterThan(scoreOf(state, E));
  });

  it('searches a system the base may be in, though the leader it sends was kept to command', () => {
    // Tarkin is away on a mission: Vader and Tagge are the two leaders kept to command, and
    // Mandalore is one of many systems the base may be in.
    let state = empireOrder();
    const at = ids(state);
    state = edit(state, (game) => {
      game.leaderAt[at.leader('tarkin')] = ON_MISSION;
      game.candidates[at.system('mandalore')] = 1;
      game.loyalty[at.system('mandalore')] = EMPIRE;
    });
    expect(state.game.candidates.filter((candidate) => candidate === 1).length).toBeGreaterThan(10);
    let search = play(state, { type: 'activate', side: E, leader: at.leader('vader'), system: at.system('mandalore') }).state;
    search = play(search, { type: 'move', side: E, from: at.system('kuat'), profile: at.profile('star-destroyer'), count: 1 }).state;
    search = play(search, { type: 'move', side: E, from: at.system('kuat'), profile: at.profile('stormtrooper'), count: 2 }).state;
    search = play(search, { type: 'endMove', side: E }).state;
    expect(search.game.candidates[at.system('mandalore')]).toBe(0);
    // Worth more than the order not given (a pass would hand the phase on and change more than the order).
    expect(scoreOf(search, E)).toBeGreaterThan(scoreOf(state, E));
  });

  it('never reads where the hidden base is', () => {
    const state = empireOrder();
    const at = ids(state);
    for (const system of ['dathomir', 'endor', 'mandalore']) {
      const moved = edit(state, (game) => (game.base = at.system(system)));
      expect(scoreOf(moved, E)).toBe(scoreOf(state, E));
    }
  });
});

describe('the Rebellion hides its base and claims objectives (R14, R57, R66)', () => {
  it('fears imperial troops next to its own base more than next to another system the Empire cannot rule out', () => {
    const state = onlyCandidates(empireOrder(), ['yavin', 'ord-mantell', 'felucia']);
    // Imperial troops with their ship next to the base (Dathomir), or as near another candidate (Bothawui).
    const near = (system: string) => put(put(state, system, 'star-destroyer', 1), system, 'stormtrooper', 2);
    expect(scoreOf(near('dathomir'), R)).toBeLessThan(scoreOf(near('bothawui'), R));
  });

  it('values a rapid mobilization under way when the Empire has few systems left', () => {
    const state = onlyCandidates(empireOrder(), ['yavin', 'dathomir']);
    const moving = edit(state, (game) => (game.relocating = true));
    expect(scoreOf(moving, R)).toBeGreaterThan(scoreOf(state, R));
  });

  it('counts a loyal system more when it meets an objective in hand', () => {
    const state = empireOrder();
    const at = ids(state);
    const loyal = (count: number) =>
      edit(state, (game) => {
        game.objectives = [at.card('popular-support')];
        game.loyalty = game.loyalty.map((camp, system) => (system >= 3 && system < 3 + count ? REBELLION : camp === REBELLION ? -1 : camp));
      });
    const without = (count: number) => edit(loyal(count), (game) => (game.objectives = []));
    // One more loyal system, toward and then over the objective's four.
    const gainWith = scoreOf(loyal(4), R) - scoreOf(loyal(3), R);
    const gainWithout = scoreOf(without(4), R) - scoreOf(without(3), R);
    expect(gainWith).toBeGreaterThan(gainWithout);
  });
});
