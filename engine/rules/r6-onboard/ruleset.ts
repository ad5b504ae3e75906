/** Rainbow Six Siege: On Board as a ruleset of the engine core. */
import type { Ruleset } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import { structureOf } from './phases';
import { apply, check, legalActions } from './rules';
import { sampleOf } from './sample';
import { scoreOf } from './score';
import { RULESET_ID, setupGame, type R6Input } from './setup';
import type { R6Action, R6Fixed, R6Game } from './types';
import { sealedFaceOf, viewOf } from './view';
import { winnerOf } from './winner';

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
};
