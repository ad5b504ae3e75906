/**
 * Replay digests of a fixed set of SIEGE bot games with fixed seeds: whole games of the castle
 * sample, the west-wall assault and the siege engines at the wall, random and greedy bots. Each
 * game gives one digest of every legal-action list met, one of the actions played with the hash of
 * every state reached, and the final state's hash. The digests are kept in replay-digests.json:
 * a change that is meant to be only faster must leave every one of them as it was. After a change
 * to the rules themselves, or to the score the greedy bot plays by (which changes only the greedy
 * games' digests), print the new ones with
 * `npx tsx -e "Promise.all([import('./engine/rules/siege/test-support/replays.ts'), import('./scenarios/siege-castle.scenario.json')]).then(([m, s]) => console.log(JSON.stringify(m.replayDigests(s.default), null, 1)))"`.
 */
import type { BotKind } from '../../core/bots';
import { hashState, hashValue } from '../../core/hash';
import type { Action, GameState } from '../../core/types';
import { playBotGame } from '../../../sim/play';
import { engine, loadInput } from './game';
import { assault, engineAssault } from './scenes';

const anyEngine = engine as unknown as Parameters<typeof playBotGame>[0];

export interface ReplayDigest {
  readonly game: string;
  readonly actions: number;
  readonly legal: string;
  readonly played: string;
  readonly final: string;
}

interface ReplaySet {
  readonly name: string;
  readonly document: unknown;
  readonly seeds: readonly number[];
  readonly bots: readonly BotKind[];
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** The games, on the castle sample (passed in by the test, which imports it). */
export function replaySets(sample: unknown): readonly ReplaySet[] {
  return [
    { name: 'castle random', document: sample, seeds: range(0, 6), bots: ['random'] },
    { name: 'castle greedy', document: sample, seeds: [100], bots: ['greedy', 'random'] },
    { name: 'assault random', document: assault(sample), seeds: range(1000, 40), bots: ['random'] },
    { name: 'assault greedy', document: assault(sample), seeds: [2000, 2001], bots: ['random', 'greedy'] },
    { name: 'engines random', document: engineAssault(sample), seeds: range(3000, 30), bots: ['random'] },
    { name: 'engines greedy', document: engineAssault(sample), seeds: [4000, 4001], bots: ['greedy', 'random'] },
  ];
}

/** Digests of one game: each step's legal actions for the side to act, the actions with the states' hashes, the final state. */
function replayDigest(name: string, input: ReturnType<typeof loadInput>, seed: number, bots: readonly BotKind[]): ReplayDigest {
  const legal: string[] = [];
  const game = playBotGame(anyEngine, input, {
    seed,
    bots,
    record: true,
    observe(state: GameState, _action: Action | null) {
      const side = state.pending[0]?.side;
      if (side !== undefined) legal.push(hashValue(engine.legalActions(state as never, side)));
    },
  });
  return {
    game: `${name} ${seed}`,
    actions: game.actions,
    legal: hashValue(legal),
    played: hashValue(game.log),
    final: hashState(game.state),
  };
}

export function replayDigests(sample: unknown): ReplayDigest[] {
  const digests: ReplayDigest[] = [];
  for (const set of replaySets(sample)) {
    const input = loadInput(set.document);
    for (const seed of set.seeds) digests.push(replayDigest(set.name, input, seed, set.bots));
  }
  return digests;
}
