/** Star Wars: Rebellion as a ruleset of the engine core. */
import type { ScenarioInput } from '../core/module';
import type { Ruleset } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import { SETUP_PHASE, PHASES } from './flow';
import { campOf } from './common';
import { apply, check, legalActions } from './rules';
import { sampleOf } from './sample';
import { scoreOf } from './score';
import { RULESET_ID, setupGame } from './setup';
import { REBELLION, type RebAction, type RebFixed, type RebGame } from './types';
import { sealedFaceOf, viewOf } from './view';
import { winnerOf } from './winner';

/**
 * How far the search bot plays each line on past its tree before scoring it, both sides' plans
 * paying off over rounds rather than within an order (see the README's Bots and balance). The
 * Rebellion's search plays on to the start of the round after next: through the missions, the
 * rapid mobilization and the refresh of this round, then the Empire's search of the next, which
 * finds or misses the base they were meant to hide. The Empire's plays on to the start of the next
 * round, through its later orders and the refresh's probe cards.
 */
export const EMPIRE_LOOKAHEAD = { turns: 1, actions: 200 } as const;
export const REBEL_LOOKAHEAD = { turns: 2, actions: 400 } as const;

export const rebellionRuleset: Ruleset<RebFixed, RebGame, RebAction, ScenarioInput> = {
  id: RULESET_ID,
  setup: setupGame,
  structure: (state) => ({
    setup: [{ id: SETUP_PHASE, actors: [...state.fixed.sides] }],
    turn: PHASES.map((id) => ({ id, actors: [...state.fixed.sides] })),
  }),
  legalActions,
  check,
  apply,
  view: viewOf,
  winner: winnerOf,
  sealedFace: sealedFaceOf,
  score: scoreOf,
  sample: sampleOf,
  lookahead: (state, side) => (campOf(state.fixed, side) === REBELLION ? REBEL_LOOKAHEAD : EMPIRE_LOOKAHEAD),
};
