/** The scenario File > New starts from: an empty square board. */
import type { ScenarioData } from './openDocument';

export function newScenario(title: string, language: string): ScenarioData {
  return {
    version: 1,
    meta: { title, language },
    ruleset: { id: 'r6-onboard' },
    board: {
      geometry: { kind: 'square', columns: 9, rows: 6, cellSizeMm: 25, labels: 'letter-number', diagonals: 'none' },
    },
    sides: [],
  };
}
