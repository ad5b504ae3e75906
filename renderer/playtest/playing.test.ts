import { describe, expect, it } from 'vitest';
import sample from '../../scenarios/r6-ambassade.scenario.json';
import { engineFor, type ScenarioEngine } from '../../engine/rules';
import { loadInput } from '../../engine/rules/core/test-support/scenario';
import type { Action } from '../../engine/rules/core/types';
import { playAction, recordOf, startPlaytest } from './match';
import { openSavedGame } from './playing';

const r6 = engineFor('r6-onboard') as ScenarioEngine;
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('a saved game opened in the playtest', () => {
  const start = startPlaytest(r6, loadInput(sample), { attackers: 'person', defenders: 'person' }, '5eed');
  const first = r6.legalActions(start.match.state, r6.pendingSides(start.match.state)[0] as string)[0] as Action;
  const record = recordOf(playAction(start, first).playtest);

  it('opens at its last step, saying nothing more when it was played with these rules', () => {
    const opened = openSavedGame(bytes(record), 'partie.game.json', 'fr');
    expect(opened.game).not.toBeNull();
    expect(opened.problem).toBeNull();
    expect(opened.notice).toBeUndefined();
  });

  it('says it was played with another version of the rules, as the command line does', () => {
    const older = { ...record, ruleset: { ...record.ruleset, version: '0.9.0' } };
    const opened = openSavedGame(bytes(older), 'partie.game.json', 'fr');
    expect(opened.game).not.toBeNull();
    expect(opened.notice).toEqual({ key: 'record.versionDiffers', params: { file: 'partie.game.json', recorded: '0.9.0', current: record.ruleset.version } });
  });
});
