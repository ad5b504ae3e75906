/** SIEGE (Cry Havoc system) as a ruleset of the engine core. */
import { reseeded } from '../core/sampling';
import type { Ruleset } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import { structureOf } from './phases';
import { apply, check, legalActions } from './rules';
import { scoreOf } from './score';
import { RULESET_ID, setupGame, type SiegeInput } from './setup';
import type { SiegeAction, SiegeFixed, SiegeGame } from './types';
import { sealedFaceOf, viewOf } from './view';
import { winnerOf } from './winner';

export const siegeRuleset: Ruleset<SiegeFixed, SiegeGame, SiegeAction, SiegeInput> = {
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
  // Nothing is hidden in SIEGE but the dice.
  sample: (view, _side, random) => reseeded(view, random),
  hidesNothing: true,
};
