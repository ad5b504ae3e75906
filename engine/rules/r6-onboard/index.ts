/** Rainbow Six Siege: On Board: the ruleset module, and its state and action shapes for tests and tools. */
import type { RulesetModule } from '../core/module';
import { labelledInspector } from '../cell-report';
import type { RulesetData } from '../../scenario/types';
import data from './ruleset.json';
import { checkR6Scenario } from './checks';
import { inspectCell } from './inspect';
import { messages } from './messages';
import { r6Presenter } from './presenter';
import { r6Ruleset } from './ruleset';
import { turnLimitOf } from './setup';
import type { R6State } from './types';
import { unstatedVictories } from './winner';

export const r6OnBoard: RulesetModule = {
  id: data.id,
  data: data as unknown as RulesetData,
  messages,
  // The embassy of the rulebook: six modules of 3 × 3 cells of 25 mm, labelled A1 to F9.
  newBoard: { geometry: 'square', columns: 9, rows: 6, cellSize: 25, width: 600, height: 400, unit: 'mm', square: { labels: 'letter-number', diagonals: 'none' } },
  // « La partie est perdue quand tous les Agents d'une équipe ont été tués ou quand l'équipe adverse a
  // rempli son objectif » ; the defenders' is to hold 10 turns. The attackers' bombs need their zones.
  newScenario: (scenario) => ({
    ...scenario,
    victory: [
      { id: 'attackers-eliminate', side: 'attackers', type: 'eliminate', targets: ['defenders'] },
      { id: 'hold-ten-turns', side: 'defenders', type: 'survive', turns: 10 },
      { id: 'defenders-eliminate', side: 'defenders', type: 'eliminate', targets: ['attackers'] },
    ],
  }),
  unstatedVictories,
  checks: checkR6Scenario,
  play: {
    rules: r6Ruleset,
    presenter: r6Presenter,
    turnLimit: turnLimitOf,
    inspector: labelledInspector<R6State>(
      (state) => state.fixed.labels,
      (state, unit) => state.fixed.units.some((candidate) => candidate.id === unit),
      inspectCell,
    ),
  },
};

export { r6Ruleset } from './ruleset';
export { RULESET_ID, setupGame, type R6Input } from './setup';
export { inspectCell } from './inspect';
export { describe, nameParams } from './describe';
export { lineOfFire, visibleCells, reachCosts } from './board';
export { CARD_EFFECTS, effectOfCard } from './cards';
export type * from './types';
export { HIDDEN_CARD } from './types';
