/** Small valid documents that tests mutate one field at a time. */

type Json = Record<string, unknown>;

/** Tests poke at arbitrary paths of JSON documents; a typed view would only add casts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = Record<string, any>;

/** A valid R6 scenario: 9 × 6 board, two bomb rooms, one agent per side. */
export function r6Scenario(): Json {
  return {
    version: 1,
    meta: { title: 'Test', language: 'en' },
    ruleset: { id: 'r6-onboard' },
    board: {
      geometry: { kind: 'square', columns: 9, rows: 6, cellSizeMm: 25, labels: 'letter-number', diagonals: 'none' },
      edges: [
        { id: 'w1', edge: 'v:3,0', kind: 'wall' },
        { id: 'd1', edge: 'v:3,1', kind: 'door', state: 'closed' },
      ],
      zones: [
        { id: 'start-a', purpose: 'start', side: 'attackers', cells: [{ col: 0, row: 0 }] },
        { id: 'start-d', purpose: 'start', side: 'defenders', cells: [{ col: 8, row: 5 }] },
        { id: 'site', purpose: 'objective', cells: [{ col: 4, row: 2 }] },
      ],
      tokens: [
        { id: 'bomb-a', kind: 'bomb', at: { col: 4, row: 2 } },
        { id: 'bomb-b', kind: 'bomb', at: { col: 6, row: 2 } },
      ],
    },
    sides: [
      { id: 'attackers', name: 'Attackers', faction: 'attackers', colour: '#e8731a', units: [{ id: 'ash', profile: 'ash', deployIn: 'start-a' }] },
      { id: 'defenders', name: 'Defenders', faction: 'defenders', colour: '#2a6fdb', units: [{ id: 'doc', profile: 'doc', at: { col: 8, row: 5 } }] },
    ],
    turns: { limit: 10, first: 'attackers' },
    victory: [
      { id: 'defuse', side: 'attackers', type: 'hold-zones', zones: ['site'], alone: true, turns: 1, check: 'end-of-turn' },
      { id: 'hold', side: 'defenders', type: 'survive', turns: 10 },
    ],
  };
}

export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
