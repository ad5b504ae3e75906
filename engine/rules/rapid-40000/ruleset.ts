/** Rapid' 40000 as a ruleset of the engine core. */
import { reseeded } from '../core/sampling';
import type { Lookahead, Ruleset } from '../core/types';
import type { ScenarioInput } from '../core/module';
import { RULESET_ID } from './compile';
import { ACTIVATION, DEPLOYMENT } from './flow';
import { legalActions } from './legal';
import { apply, check } from './rules';
import { scoreOf } from './score';
import { setupGame } from './setup';
import { templatesOf } from './templates';
import type { Fixed, Game, R40Action, R40State } from './types';
import { viewFor } from './watch';
import { winnerOf } from './winner';

/**
 * The search compares its side's actions on the same luck, with twice the strength's iterations:
 * a line's worth owes much to its dice, and the same dice for every action tell the actions apart
 * (rapid-40000/README.md, "Bots"). Its lines stop at the side's next activation.
 */
export const SAME_LUCK = { iterations: 2, sameDice: true } as const satisfies Lookahead;

/**
 * In the last turn the search bot plays each line on to the game's end, where holding the zone
 * alone (or the points destroyed) decides: a line is judged by how it ends, not by the score.
 * Sooner, greedy play that far predicts little (from the last two or three turns the standard
 * search won less, at more time: rapid-40000/README.md, "Bots"), and the next activation's score judges.
 */
export const ENDGAME_LOOKAHEAD = { turns: 1, actions: 400, ...SAME_LUCK } as const;

/** The look-ahead to the game's end once its last `ENDGAME_LOOKAHEAD.turns` turns have begun, for either side; the same luck before. */
export function searchLookahead(state: R40State): Lookahead {
  return state.turn > state.fixed.turnLimit - ENDGAME_LOOKAHEAD.turns ? ENDGAME_LOOKAHEAD : SAME_LUCK;
}

export const rapidRuleset: Ruleset<Fixed, Game, R40Action, ScenarioInput> = {
  id: RULESET_ID,
  setup: setupGame,
  structure: (state) => ({
    setup: [{ id: DEPLOYMENT, actors: state.sides }],
    turn: [{ id: ACTIVATION, actors: state.sides }],
  }),
  legalActions,
  check,
  apply,
  // The table is open; what is hidden is where another side's paused move goes (and the dice: the core hides the PRNG).
  view: viewFor,
  winner: winnerOf,
  sealedFace: () => null,
  score: scoreOf,
  sample: (view, _side, random) => reseeded(view, random),
  templates: templatesOf,
  lookahead: searchLookahead,
};
