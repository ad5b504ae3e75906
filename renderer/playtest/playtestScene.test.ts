import { describe, expect, it } from 'vitest';
import sample from '../../scenarios/r6-ambassade.scenario.json';
import type { DisplayItem, TextItem } from '../../engine/print';
import { kernelOf } from '../../engine/print/board-model';
import { boxesOverlap, textBox } from '../../engine/print/labels';
import { engineFor, presenterFor, type ScenarioEngine } from '../../engine/rules';
import type { Presenter } from '../../engine/rules/core/presenter';
import { loadInput } from '../../engine/rules/core/test-support/scenario';
import { placed } from '../../engine/rules/r6-onboard/test-support/game';
import { localized } from '../../engine/scenario';
import { startPlaytest } from './match';
import { playtestModel } from './model';
import { counterBoxes, playtestScene } from './playtestScene';

const texts = (items: readonly DisplayItem[]): TextItem[] => items.flatMap((item) => (item.kind === 'group' ? texts(item.items) : item.kind === 'text' ? [item] : []));

describe('the playtest board’s scene', () => {
  // Agents on the cells where the zones' names go when the board is bare: the bottom row of the
  // attackers' start, the top row of bomb site A.
  const doc = placed(sample, { ash: 'F4', 'attacker-2': 'F5', 'attacker-3': 'F6', 'attacker-4': 'F7', doc: 'A4', 'defender-2': 'A5', castle: 'B8' });
  const input = loadInput(doc);
  const presenter = presenterFor('r6-onboard') as Presenter;
  const playtest = startPlaytest(engineFor('r6-onboard') as ScenarioEngine, input, { attackers: 'greedy', defenders: 'greedy' }, '7');
  const model = playtestModel(playtest, presenter, null, null, 'fr');
  const kernel = kernelOf(input.scenario.board);
  const scenario = presenter.boardScenario(input.scenario, model.seen!, model.viewer);
  const scene = playtestScene({ scenario, ruleset: input.ruleset, language: 'fr' }, kernel, model.pieces, model.markers);
  const zoneNames = new Set((input.scenario.board.zones ?? []).map((zone) => localized(zone.name, 'fr', zone.id)));
  const names = texts(scene.items).filter((item) => zoneNames.has(item.text) || item.text.endsWith('…'));

  it('puts no zone’s name across a counter standing in it', () => {
    const counters = counterBoxes(kernel, model.pieces, model.markers);
    expect(model.pieces).toHaveLength(7);
    const crossed = names.filter((name) => counters.some((counter) => boxesOverlap(textBox(name), counter)));
    expect(crossed.map((name) => name.text)).toEqual([]);
  });

  it('still names the zones the counters leave room for', () => {
    expect(names.map((name) => name.text)).toEqual(expect.arrayContaining(['Départ des attaquants (extérieur)', 'Site de bombe A\u00a0: bureau', 'Site de bombe B\u00a0: archives']));
  });
});
