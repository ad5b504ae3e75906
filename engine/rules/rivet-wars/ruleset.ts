/** Rivet Wars: Eastern Front as a ruleset of the engine core. */
import type { Ruleset } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import { structureOf } from './phases';
import { apply, check, legalActions } from './rules';
import { scoreOf } from './score';
import { RULESET_ID, setupGame, type RwInput } from './setup';
import type { RwAction, RwFixed, RwGame } from './types';
import { sampleOf, sealedFaceOf, viewOf } from './view';
import { winnerOf } from './winner';

export const rivetWarsRuleset: Ruleset<RwFixed, RwGame, RwAction, RwInput> = {
  id: RULESET_ID,
  setup: setupGame,
  structure: structureOf,
  legalActions,
  check,
  apply,
  view: viewOf,
  winner: winnerOf,
  sealedFace: sealedFaceOf,
  score: scoreOf,
  sample: sampleOf,
};
