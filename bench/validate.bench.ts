/**
 * Validation cost on a large board: a 100 × 100 hex scenario with 2,000 edge features and 500
 * tokens. Full validation (schema + semantic pass) is measured side by side with the Ajv schema
 * pass alone on the same document, in the same run; the goal is full ≤ 2 × schema-only.
 */
import { createKernel } from '../engine/board/index';
import type { HexKernel } from '../engine/board/types';
import { defaultKernelFactory } from '../engine/scenario/board-kernel';
import { validateScenario } from '../engine/scenario/generated/validators.js';
import { loadScenario } from '../engine/scenario/load';
import { parseJson } from '../engine/scenario/safe-json';
import { BUILTIN_CATALOG } from '../engine/scenario/rulesets';
import { checkSemantics } from '../engine/scenario/semantic';
import type { Scenario } from '../engine/scenario/types';

const SIZE = 100;
const EDGE_FEATURES = 2000;
const TOKENS = 500;
const RUNS = 15;
/** Rooms are ROOM_SIZE × ROOM_SIZE blocks of hexes. */
const ROOM_SIZE = 16;

/** A deterministic pseudo-random sequence, so every run measures the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function largeHexScenario(): Scenario {
  const geometry = { kind: 'hex', columns: SIZE, rows: SIZE, hexSizeMm: 16, orientation: 'flat', offset: 'odd', labels: 'wargame' } as const;
  const kernel = createKernel(geometry) as HexKernel;
  const next = random(42);
  // The edge features are walls, slits and gates closing blocks of hexes into rooms, as on a real
  // castle map, taken in board order until there are EDGE_FEATURES of them.
  const block = (cell: { col: number; row: number }) => `${Math.floor(cell.col / ROOM_SIZE)},${Math.floor(cell.row / ROOM_SIZE)}`;
  const walls = new Set<string>();
  for (const cell of kernel.cells()) {
    for (const neighbour of kernel.neighbours(cell)) {
      const key = kernel.edgeKey(cell, neighbour);
      if (key !== null && block(cell) !== block(neighbour)) walls.add(key);
    }
  }
  if (walls.size < EDGE_FEATURES) throw new Error(`only ${walls.size} walls between rooms`);
  const edgeKinds = ['wall', 'wall', 'arrow-slit', 'gate'];
  const edges = [...walls].slice(0, EDGE_FEATURES).map((edge, i) => ({ id: `edge-${i}`, edge, kind: edgeKinds[i % edgeKinds.length] as string }));
  const tokenKinds = ['flames', 'ladder', 'mantlet', 'filled-moat', 'demolished-wall'];
  const tokens = Array.from({ length: TOKENS }, (_, i) => ({ id: `token-${i}`, kind: tokenKinds[i % tokenKinds.length] as string, at: kernel.cellAt(i * 19) }));
  const terrainKinds = ['brush', 'tree', 'slope', 'trench', 'moat'];
  const terrain = terrainKinds.map((kind, k) => ({
    id: `terrain-${k}`, kind,
    cells: Array.from({ length: 400 }, () => kernel.cellAt(Math.floor(next() * kernel.cellCount))),
  }));
  const units = (side: string, profile: string, offset: number) => Array.from({ length: 50 }, (_, i) => ({ id: `${side}-${i}`, profile, at: kernel.cellAt(offset + i * 7) }));
  return {
    version: 1,
    meta: { title: 'Benchmark: 100 × 100 hexes', language: 'en' },
    ruleset: { id: 'siege' },
    board: {
      geometry, terrain, edges, tokens,
      zones: [
        { id: 'west', purpose: 'deployment', side: 'besiegers', cells: Array.from({ length: SIZE }, (_, row) => ({ col: 0, row })) },
        { id: 'keep', purpose: 'objective', room: { col: 45, row: 45 } },
        { id: 'hall', purpose: 'room', room: { col: 20, row: 20 } },
        { id: 'chapel', purpose: 'room', room: { col: 60, row: 25 } },
        { id: 'keep-again', purpose: 'other', room: { col: 40, row: 40 } },
      ],
    },
    sides: [
      { id: 'besiegers', name: 'Besiegers', faction: 'besiegers', colour: '#b03a2e', units: units('b', 'soldier', 1) },
      { id: 'defenders', name: 'Defenders', faction: 'defenders', colour: '#2e5cb0', units: units('d', 'archer', 5003) },
    ],
    turns: { limit: 20 },
    victory: [
      { id: 'take', side: 'besiegers', type: 'hold-zones', zones: ['keep'], alone: true, turns: 1, check: 'end-of-game' },
      { id: 'hold', side: 'defenders', type: 'survive', turns: 20 },
    ],
  } as unknown as Scenario;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function time(action: () => void): number {
  const started = performance.now();
  action();
  return performance.now() - started;
}

export async function run(): Promise<Record<string, unknown>> {
  const scenario = largeHexScenario();
  const text = JSON.stringify(scenario);
  const document = JSON.parse(text) as Scenario;
  const options = { catalog: BUILTIN_CATALOG, createKernel: defaultKernelFactory };

  if (!validateScenario(document)) throw new Error('benchmark scenario does not pass the schema');
  const problems = checkSemantics(document, document, options).problems;
  if (problems.some((p) => p.severity === 'error')) throw new Error(`benchmark scenario has errors: ${JSON.stringify(problems.slice(0, 3))}`);

  const schemaOnly: number[] = [];
  const full: number[] = [];
  const load: number[] = [];
  const safeParse: number[] = [];
  const nativeParse: number[] = [];
  // Interleaved, so both sides see the same machine state.
  for (let i = 0; i < RUNS + 2; i++) {
    const s = time(() => validateScenario(document));
    const f = time(() => {
      validateScenario(document);
      checkSemantics(document, document, options);
    });
    const l = time(() => loadScenario(text));
    const p = time(() => parseJson(text));
    const n = time(() => JSON.parse(text));
    if (i >= 2) {
      schemaOnly.push(s);
      full.push(f);
      load.push(l);
      safeParse.push(p);
      nativeParse.push(n);
    }
  }
  const schemaMs = median(schemaOnly);
  const fullMs = median(full);
  return {
    name: 'validate',
    scenario: { board: `hex ${SIZE} x ${SIZE}`, edgeFeatures: EDGE_FEATURES, tokens: TOKENS, bytes: text.length },
    runs: RUNS,
    medianMs: {
      schemaOnly: round(schemaMs),
      fullValidation: round(fullMs),
      semanticOnly: round(fullMs - schemaMs),
      loadFromText: round(median(load)),
      safeParse: round(median(safeParse)),
      jsonParse: round(median(nativeParse)),
    },
    fullOverSchemaOnly: round(fullMs / schemaMs),
    goal: 'fullOverSchemaOnly <= 2',
    goalMet: fullMs <= 2 * schemaMs,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;
