/**
 * Scenario checks that several rulesets make in their `checks` (see module.ts): what their setup
 * needs and a schema cannot say. Each returns problems with pointers, worded by the ruleset's own
 * message keys, so that a scenario that validates always sets a game up.
 */
import { listForMessage } from '../../scenario/lookup';
import { error, type Problem } from '../../scenario/problems';
import type { RulesetData, Scenario } from '../../scenario/types';

/** Where a problem found in the ruleset data with house rules lies in the scenario: its overrides. */
export function overridesPointer(rulesetPointer: string): string {
  return `/ruleset/overrides${rulesetPointer}`;
}

/** The game is played by exactly `count` sides. */
export function sidesCount(scenario: Scenario, count: number, key: string): Problem[] {
  return scenario.sides.length === count ? [] : [error('/sides', key, { count: scenario.sides.length, expected: count })];
}

/** Every phase of the turn (the scenario's list, else the ruleset data's with its house rules) is one the game plays. */
export function unknownPhases(scenario: Scenario, ruleset: RulesetData, known: readonly string[], key: string): Problem[] {
  const own = scenario.turns?.phases;
  const phases = own ?? ruleset.turn?.phases.map((phase) => phase.id) ?? [];
  const at = (index: number) => (own ? `/turns/phases/${index}` : overridesPointer(`/turn/phases/${index}`));
  return phases.flatMap((phase, index) => (known.includes(phase) ? [] : [error(at(index), key, { phase, known: listForMessage(known) })]));
}

/**
 * Every unit on the board at the start has a cell, or a start or deployment zone to be placed in
 * that holds cells: its own (`deployIn`), else one of its side's.
 */
export function unitsWithoutStart(scenario: Scenario, key: string, skip: (unit: { readonly reserve?: boolean }) => boolean = () => false): Problem[] {
  const zones = scenario.board.zones ?? [];
  const holdsCells = (zone: (typeof zones)[number]) => (zone.cells?.length ?? 0) > 0 || zone.room !== undefined;
  const problems: Problem[] = [];
  scenario.sides.forEach((side, s) => {
    const sideZone = zones.some((zone) => zone.side === side.id && (zone.purpose === 'start' || zone.purpose === 'deployment') && holdsCells(zone));
    (side.units ?? []).forEach((unit, u) => {
      if (skip(unit) || unit.at !== undefined) return;
      const own = unit.deployIn === undefined ? sideZone : zones.some((zone) => zone.id === unit.deployIn && holdsCells(zone));
      if (!own) problems.push(error(`/sides/${s}/units/${u}`, key, { unit: unit.id, side: side.id }));
    });
  });
  return problems;
}
