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
 * The rebel search bot plays each line on to the start of the round after next before scoring it:
 * what its plans are worth (missions revealed and opposed, a rapid mobilization, objectives claimed,
 * the Empire's probe cards) is settled through the command phase and at the refresh, and whether
 * they hid the base, by the Empire's search of the next round. The Empire's search keeps the core's
 * horizon, its next order (see the README's Bots and balance for what the round's horizon gave it).
 */
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
  lookahead: (state, side) => (campOf(state.fixed, side) === REBELLION ? REBEL_LOOKAHEAD : null),
};
