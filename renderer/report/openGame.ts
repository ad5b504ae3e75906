/** A game of a balance batch as a record: played again from its seed (bots and rules are deterministic), to open in the playtest. */
import { engineFor, mechanicsOf, type ScenarioInput } from '../../engine/rules';
import type { Action } from '../../engine/rules/core/types';
import { gameRecord, type GameRecord } from '../../engine/rules/record';
import { playBalanceGame, type BalanceOptions } from '../../engine/sim/balance';

export function recordOfBalanceGame(input: ScenarioInput, options: BalanceOptions, index: number): GameRecord {
  const engine = engineFor(mechanicsOf(input.ruleset));
  if (!engine) throw new Error(`The rules of "${input.scenario.ruleset.id}" cannot be played.`);
  const actions: Action[] = [];
  const { seed, state } = playBalanceGame(engine, input, options, index, (step) => actions.push(step.action));
  const seats = Object.fromEntries(input.scenario.sides.map((side, at) => [side.id, { kind: 'bot' as const, bot: options.bots[at] ?? options.bots[options.bots.length - 1] ?? 'random' }]));
  return gameRecord(input, seed, seats, actions, state);
}
