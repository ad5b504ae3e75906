/** Rivet Wars: Eastern Front as a ruleset of the engine core. */
import type { Lookahead, Ruleset } from '../core/types';
// The ruleset's messages join the catalogs before anything is worded.
import './messages';
import { structureOf } from './phases';
import { apply, check, legalActions } from './rules';
import { scoreOf } from './score';
import { RULESET_ID, setupGame, type RwInput } from './setup';
import type { RwAction, RwFixed, RwGame } from './types';
import { sampleOf, sealedFaceOf, viewOf } from './view';
import { winnerOf } from './winner';

/**
 * The search bot scores a line where its side's own turn ends: the score values the other side's
 * next attacks at their expected value, where an answer played on its dice varied by more than
 * the moves it was to tell apart (see the README). Such a line costs less than one played through
 * the answer: a decision gets three times the strength's iterations, and compares its actions on
 * the same luck.
 */
export const OWN_TURN_LOOKAHEAD = { turns: 1, actions: 40, answer: false, iterations: 3, sameDice: true } as const satisfies Lookahead;

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
  lookahead: () => OWN_TURN_LOOKAHEAD,
};
