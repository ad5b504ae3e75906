/** Star Wars: Rebellion: the ruleset module, and its state and action shapes for tests and tools. */
import type { RulesetModule } from '../core/module';
import type { RulesetData } from '../../scenario/types';
import data from './ruleset.json';
import { messages } from './messages';
import { rebellionChecks } from './checks';
import { rebellionPresenter } from './presenter';
import { rebellionRuleset } from './ruleset';
import { constantsOf, lastRound } from './compile';

export const rebellion: RulesetModule = {
  id: data.id,
  data: data as unknown as RulesetData,
  messages,
  // A galaxy of named systems on a map of a metre by 70 cm.
  newBoard: { geometry: 'area', columns: 10, rows: 10, cellSize: 25, width: 1000, height: 700, unit: 'mm' },
  // The rulebook's two conditions of victory, the same in every game.
  newScenario: (scenario) => ({
    ...scenario,
    victory: [
      {
        id: 'base-conquered',
        side: 'empire',
        type: 'custom',
        text: {
          fr: 'L’Empire gagne dès qu’une unité impériale se trouve dans le système de la base rebelle révélée et qu’il n’y reste plus aucune unité rebelle.',
          en: 'The Empire wins as soon as an imperial unit stands in the revealed rebel base’s system with no rebel unit left there.',
        },
      },
      { id: 'time-meets-reputation', side: 'rebellion', type: 'tracks-meet', tracks: ['time', 'reputation'] },
    ],
  }),
  checks: rebellionChecks,
  play: {
    rules: rebellionRuleset,
    presenter: rebellionPresenter,
    turnLimit: (scenario, ruleset) => lastRound(constantsOf(ruleset, scenario)),
  },
};

export { rebellionRuleset } from './ruleset';
export { rebellionPresenter } from './presenter';
export { RULESET_ID, setupGame } from './setup';
export { describe, nameParams } from './describe';
export type * from './types';
