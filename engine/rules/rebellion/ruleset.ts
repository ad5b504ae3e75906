/** Star Wars: Rebellion as a ruleset of the engine core. */
import type { ScenarioInput } from '../core/module';
import type { Ruleset } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import { SETUP_PHASE, PHASES } from './flow';
import { apply, check, legalActions } from './rules';
import { sampleOf } from './sample';
import { scoreOf } from './score';
import { RULESET_ID, setupGame } from './setup';
import type { RebAction, RebFixed, RebGame } from './types';
import { sealedFaceOf, viewOf } from './view';
import { winnerOf } from './winner';

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
  // What decides a game (missions revealed and opposed, a rapid mobilization, objectives claimed,
  // probe cards) is settled through the command phase and at the refresh: the search bot plays
  // each line on to the start of the next round before scoring it, not only to its side's next order.
  lookahead: { turns: 1, actions: 200 },
};
