/** Rainbow Six Siege: On Board as a ruleset of the engine core. */
import type { Lookahead, Ruleset } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import { ACTION_PHASES, structureOf } from './phases';
import { apply, check, legalActions } from './rules';
import { sampleOf } from './sample';
import { scoreOf } from './score';
import { RULESET_ID, setupGame, type R6Input } from './setup';
import type { R6Action, R6Fixed, R6Game } from './types';
import { sealedFaceOf, viewOf } from './view';
import { winnerOf } from './winner';

/**
 * The search scores its lines at the start of the next turn: the attackers' once the defence has
 * answered, as without a look-ahead, the defence's before the attackers answer, which its score
 * anticipates (a defender in their line of fire). The defence's decisions in its own phase get
 * three times the iterations, which its shorter lines pay for in part: holding two sites against a
 * rush is where the embassy's games are decided. Its other decisions (its preparation, its answers
 * in the attackers' phase) keep the strength's own count, and the attackers' get half of it:
 * more won no more games against the greedy bot (README, Bots).
 */
export const ATTACK_LOOKAHEAD: Lookahead = { turns: 1, actions: 400, iterations: 0.5 };
export const DEFENCE_LOOKAHEAD: Lookahead = { turns: 1, actions: 400, iterations: 3 };
/** The defence outside its own phase. */
export const DEFENCE_ASIDE_LOOKAHEAD: Lookahead = { turns: 1, actions: 400 };

export const r6Ruleset: Ruleset<R6Fixed, R6Game, R6Action, R6Input> = {
  id: RULESET_ID,
  setup: setupGame,
  structure: (state) => structureOf(state.fixed),
  legalActions,
  check,
  apply,
  view: viewOf,
  winner: winnerOf,
  sealedFace: sealedFaceOf,
  score: scoreOf,
  sample: sampleOf,
  lookahead: (state, side) => (side !== state.fixed.defenders ? ATTACK_LOOKAHEAD : ACTION_PHASES[state.phase] === 'defenders' ? DEFENCE_LOOKAHEAD : DEFENCE_ASIDE_LOOKAHEAD),
};
