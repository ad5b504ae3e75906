/**
 * A unit's numbers in play: the model whose Quality and Combat it uses (R8), the Quality its
 * tests are rolled against with the Chef's and NCOs' help (R57, R63), the special rules that count
 * for it (R9), and which model it loses first (R45).
 */
import { distance } from '../../board/free/measure';
import { leaderIndex } from './compile';
import { modelGap, onTable } from './table';
import type { Fixed, Game, ModelInfo, RuleFlags, UnitInfo, UnitState } from './types';

/** The model the unit rolls with: its chef or NCO while they live, else its best model. */
export function leaderOf(fixed: Fixed, game: Game, u: number): number {
  const info = fixed.units[u] as UnitInfo;
  const state = game.units[u] as UnitState;
  // Read before the branch: the leader falling late in a run then finds the code that reads them
  // ready, instead of sending every caller back to the compiler.
  const { models, leader } = info;
  if (state.alive[leader]) return leader;
  return leaderIndex(models, state.alive);
}

export function leaderModel(fixed: Fixed, game: Game, u: number): ModelInfo {
  const info = fixed.units[u] as UnitInfo;
  return info.models[Math.max(0, leaderOf(fixed, game, u))] as ModelInfo;
}

/** A special rule that changes a unit's total counts when the model it rolls with has it (R9). */
export function leaderHas(fixed: Fixed, game: Game, u: number, rule: keyof RuleFlags): boolean {
  return leaderModel(fixed, game, u).rules[rule];
}

/** A rule about the unit as a target (Stealthy) counts only when every living model has it. */
export function allHave(fixed: Fixed, game: Game, u: number, rule: keyof RuleFlags): boolean {
  const info = fixed.units[u] as UnitInfo;
  const state = game.units[u] as UnitState;
  // Every model looked at, no early return: the first model (the leader, lost last) decides most
  // calls, and a loop never seen to go on sends every caller back to the compiler when it does.
  let all = true;
  for (let m = 0; m < info.models.length; m++) if (state.alive[m] && !info.models[m]?.rules[rule]) all = false;
  return all;
}

export function anyHas(fixed: Fixed, game: Game, u: number, rule: keyof RuleFlags): boolean {
  const info = fixed.units[u] as UnitInfo;
  const state = game.units[u] as UnitState;
  for (let m = 0; m < info.models.length; m++) if (state.alive[m] && info.models[m]?.rules[rule]) return true;
  return false;
}

export function combatOf(fixed: Fixed, game: Game, u: number): number {
  return leaderModel(fixed, game, u).combat;
}

/** Whether a model of unit u stands within `range` (rim to rim) of model m of unit v. */
function within(fixed: Fixed, game: Game, u: number, v: number, m: number, range: number): boolean {
  const su = game.units[u] as UnitState;
  for (let a = 0; a < su.alive.length; a++) if (su.alive[a] && modelGap(fixed, game.units, u, a, v, m) <= range) return true;
  return false;
}

/**
 * The Quality a unit's test needs (2 for 2+): its leader's, one better (R10: never better than
 * 2+) when a friendly NCO of another unit stands within 3" (R63) unless the army's Chef makes the
 * test ("tous les personnages amis (hormis le chef)"), or for morale when the Chef stands within
 * 7" (R57). The bonuses do not add up.
 */
export function testQuality(fixed: Fixed, game: Game, u: number, morale: boolean): number {
  const base = leaderModel(fixed, game, u).quality;
  return Math.max(2, base - (helped(fixed, game, u, morale) ? 1 : 0));
}

function helped(fixed: Fixed, game: Game, u: number, morale: boolean): boolean {
  const info = fixed.units[u] as UnitInfo;
  const chef = game.chef[info.sideIndex];
  if (morale && chef && onTable(game.units[chef[0]] as UnitState) && game.units[chef[0]]?.alive[chef[1]] && within(fixed, game, u, chef[0], chef[1], fixed.constants.commandRange)) return true;
  // The NCOs' help is for every friend but the Chef (R63): not for a test he makes.
  if (chef && chef[0] === u && leaderOf(fixed, game, u) === chef[1]) return false;
  for (const v of fixed.unitsOf[info.sideIndex] ?? []) {
    if (v === u || !onTable(game.units[v] as UnitState)) continue;
    const vinfo = fixed.units[v] as UnitInfo;
    const state = game.units[v] as UnitState;
    for (let m = 0; m < vinfo.models.length; m++) {
      if (state.alive[m] && vinfo.models[m]?.role === 'nco' && within(fixed, game, u, v, m, fixed.constants.ncoRange)) return true;
    }
  }
  return false;
}

/** Successes of a test: dice showing at least `quality`. */
export function successes(dice: readonly number[], quality: number): number {
  let count = 0;
  for (const die of dice) if (die >= quality) count++;
  return count;
}

/**
 * The model a unit loses (R45): the cheapest first, the NCO after the troopers and the chef
 * last; among equals, the one farthest from `from` (the enemy's nearest model), so that the
 * fight's front line stands. With `pick` (a sniper's aimed shot), the most valuable instead.
 * With `among` (the models under a template), only those may be lost, in the same order.
 */
export function casualtyOf(fixed: Fixed, game: Game, v: number, fromX: number, fromY: number, pick = false, among?: readonly number[]): number {
  const info = fixed.units[v] as UnitInfo;
  const state = game.units[v] as UnitState;
  const rank = (m: ModelInfo) => (m.role === 'chef' ? 2 : m.role === 'nco' ? 1 : 0);
  let best = -1;
  let bestKey: [number, number, number] = [0, 0, 0];
  for (let m = 0; m < info.models.length; m++) {
    if (!state.alive[m] || (among && !among.includes(m))) continue;
    const model = info.models[m] as ModelInfo;
    const far = distance(state.pos[2 * m] as number, state.pos[2 * m + 1] as number, fromX, fromY);
    const key: [number, number, number] = pick ? [-model.cost, -rank(model), -far] : [rank(model), model.cost, -far];
    if (best < 0 || key[0] < bestKey[0] || (key[0] === bestKey[0] && (key[1] < bestKey[1] || (key[1] === bestKey[1] && key[2] < bestKey[2])))) {
      best = m;
      bestKey = key;
    }
  }
  return best;
}
