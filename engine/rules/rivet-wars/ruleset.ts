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
 * The search bot's look-ahead: to its side's next turn within the core's bound (24 actions), each
 * leaf valued by three answers on dice of their own. A player's turn here is long (every
 * deployment, activation, shot, die roll and step of a move is an action: 15 to 55 in greedy games
 * of mission 3) and full of dice: one answer's value varied about 2.5 times as much as the values of
 * the best few actions of a decision differed, so that ten iterations picked among them at random.
 */
export const SEARCH_LOOKAHEAD: Lookahead = { actions: 24, answers: 3 };

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
  lookahead: () => SEARCH_LOOKAHEAD,
};
