/**
 * Scenarios for the print tests, loaded through the real loader with a built-in ruleset. House
 * rules add a solid magenta terrain, "marker", that nothing else prints (tests find it in
 * renders), and lift the game's setup constraints so a bare board is a valid scenario.
 */
import type { Language } from '../i18n/index';
import { hasErrors, loadScenario } from '../scenario/index';
import type { PrintSource } from './board-model';

export const MARKER = '#ff00ff';
const MARKER_TERRAIN = { marker: { name: { en: 'Marker', fr: 'Repère' }, colour: MARKER, pattern: 'solid' } };

export function sourceOf(document: unknown, language: Language = 'en'): PrintSource {
  const result = loadScenario(JSON.stringify(document));
  if (!result.scenario || !result.ruleset || hasErrors(result.problems)) {
    throw new Error(`Test scenario does not load: ${JSON.stringify(result.problems.slice(0, 3))}`);
  }
  return { scenario: result.scenario, ruleset: result.ruleset, language };
}

export interface SquareOptions {
  readonly columns: number;
  readonly rows: number;
  readonly cellSizeMm: number;
  readonly marked?: readonly { col: number; row: number }[];
  readonly title?: string;
  readonly board?: Record<string, unknown>;
  readonly sides?: readonly unknown[];
}

export const SIDES = [
  { id: 'attackers', name: { en: 'Attackers', fr: 'Attaquants' }, colour: '#e8731a' },
  { id: 'defenders', name: { en: 'Defenders', fr: 'Défenseurs' }, colour: '#2a6fdb' },
];

/** An R6 board of plain floor, with the `marked` cells in magenta. */
export function squareScenario(options: SquareOptions): Record<string, unknown> {
  const marked = options.marked ?? [];
  return {
    version: 1,
    meta: { title: options.title ?? 'Test board', language: 'en' },
    ruleset: { id: 'r6-onboard', overrides: { terrain: MARKER_TERRAIN, constraints: { tokens: null, deploymentZonePerSide: false } } },
    board: {
      geometry: { kind: 'square', columns: options.columns, rows: options.rows, cellSizeMm: options.cellSizeMm, labels: 'letter-number', diagonals: 'none' },
      ...(marked.length > 0 ? { terrain: [{ id: 'marks', kind: 'marker', cells: marked }] } : {}),
      ...options.board,
    },
    sides: options.sides ?? SIDES,
  };
}

/** A SIEGE hex map of flat ground with the `marked` hexes in magenta. */
export function hexScenario(columns: number, rows: number, hexSizeMm: number, marked: readonly { col: number; row: number }[]): Record<string, unknown> {
  return {
    version: 1,
    meta: { title: 'Hex test', language: 'en' },
    ruleset: { id: 'siege', overrides: { terrain: MARKER_TERRAIN } },
    board: {
      geometry: { kind: 'hex', columns, rows, hexSizeMm, orientation: 'flat', offset: 'odd', labels: 'wargame' },
      ...(marked.length > 0 ? { terrain: [{ id: 'marks', kind: 'marker', cells: marked }] } : {}),
    },
    sides: [
      { id: 'besiegers', name: 'Besiegers', colour: '#b03a2e' },
      { id: 'defenders', name: 'Defenders', colour: '#2e5cb0' },
    ],
  };
}
