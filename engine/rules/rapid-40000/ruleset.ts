/** Rapid' 40000 as a ruleset of the engine core. */
import { reseeded } from '../core/sampling';
import type { Ruleset } from '../core/types';
import type { ScenarioInput } from '../core/module';
import { RULESET_ID } from './compile';
import { ACTIVATION, DEPLOYMENT } from './flow';
import { legalActions } from './legal';
import { apply, check } from './rules';
import { scoreOf } from './score';
import { setupGame } from './setup';
import { templatesOf } from './templates';
import type { Fixed, Game, R40Action } from './types';
import { viewFor } from './watch';
import { winnerOf } from './winner';

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
};
