/**
 * Building full states from a side's view, for bots that look ahead (see `Ruleset.sample`). What a
 * side cannot see is drawn with a random source of the bot's own; the dice of the sample come from
 * that source too, so a lookahead never plays against the game's real stream.
 */
import { copyEnvelope } from './copy';
import type { Rng, RngState } from './prng';
import type { GameState } from './types';

/** A fresh PRNG state drawn from `random`. */
export function freshRng(random: Rng): RngState {
  // The last word of an sfc32 state is its counter: any value is a valid state.
  return [random.next(), random.next(), random.next(), random.next()];
}

/** The view with its PRNG reseeded: the whole sample for a game whose only secret is its dice. */
export function reseeded<F, G>(view: GameState<F, G>, random: Rng): GameState<F, G> {
  const sample = copyEnvelope(view, view.game);
  sample.rng = freshRng(random);
  return sample;
}

/** `count` items drawn without replacement from `pool` (shuffled with `random`), and the rest. */
export function drawFrom<T>(pool: readonly T[], count: number, random: Rng): { readonly drawn: T[]; readonly rest: T[] } {
  const shuffled = random.shuffle(pool.slice());
  return { drawn: shuffled.slice(0, count), rest: shuffled.slice(count) };
}
