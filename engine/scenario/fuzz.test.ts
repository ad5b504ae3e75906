/**
 * Property test: over ten thousand damaged sample files and random inputs never crash or hang the
 * loader nor pollute prototypes, and every answer is either a scenario without errors or errors
 * whose pointers lead into the document.
 * A longer run: SKIRMISH_FUZZ_RUNS=50000 npx vitest run engine/scenario/fuzz.test.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePointer, resolvePointer } from './json-pointer';
import { loadScenario } from './load';
import { hasErrors } from './problems';

const folder = join(dirname(fileURLToPath(import.meta.url)), '../../scenarios');
const samples = readdirSync(folder)
  .filter((file) => file.endsWith('.scenario.json'))
  .map((file) => readFileSync(join(folder, file), 'utf8'))
  // The big castle map would dominate the time budget; the smaller files cover the same code.
  .filter((text) => text.length < 120_000);
// Per property; the three properties together feed the loader more than 10,000 files.
const RUNS = Number(process.env.SKIRMISH_FUZZ_RUNS ?? 3400);
const MAX_MS_PER_LOAD = 2000;

const sample = fc.integer({ min: 0, max: samples.length - 1 }).map((i) => samples[i] as string);
const position = (text: string) => fc.integer({ min: 0, max: text.length });

const textMutation = fc.oneof(
  // Truncation.
  sample.chain((text) => position(text).map((at) => text.slice(0, at))),
  // A flipped byte.
  sample.chain((text) => fc.tuple(fc.integer({ min: 0, max: text.length - 1 }), fc.integer({ min: 1, max: 255 })).map(([at, bits]) => {
    const bytes = new TextEncoder().encode(text);
    bytes[at % bytes.length] = (bytes[at % bytes.length] as number) ^ bits;
    return bytes;
  })),
  // A deleted slice.
  sample.chain((text) => fc.tuple(position(text), fc.integer({ min: 1, max: 200 })).map(([at, length]) => text.slice(0, at) + text.slice(at + length))),
  // Random JSON inserted anywhere.
  sample.chain((text) => fc.tuple(position(text), fc.json({ maxDepth: 3 })).map(([at, json]) => text.slice(0, at) + json + text.slice(at))),
  // A huge number in place of a digit.
  sample.chain((text) => fc.tuple(position(text), fc.constantFrom('1e400', '-1e309', '9'.repeat(400), '1e-400', '123456789012345678901234567890')).map(([at, n]) => {
    const digit = text.slice(at).search(/\d/);
    return digit < 0 ? text + n : text.slice(0, at + digit) + n + text.slice(at + digit + 1);
  })),
  // Keys that would reach prototypes if the parser assigned them naively.
  sample.chain((text) =>
    fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => text.replace('{', `{"${key}": {"polluted": true, "prototype": {"polluted": true}},`)),
  ),
  // Deep nesting.
  sample.chain((text) => fc.tuple(position(text), fc.integer({ min: 50, max: 5000 }), fc.constantFrom('[', '{"a":')).map(([at, depth, open]) => text.slice(0, at) + open.repeat(depth) + text.slice(at))),
);

/** Structural damage keeps the JSON valid, so the schema and the semantic pass get exercised. */
const documentMutation = sample.chain((text) => {
  const document = JSON.parse(text) as unknown;
  const paths: string[][] = [];
  const walk = (value: unknown, path: string[]) => {
    paths.push(path);
    if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
  };
  walk(document, []);
  return fc.tuple(fc.constantFrom(...paths), fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined), fc.constantFrom('__proto__', 'constructor', -1, 1e12, '', 'wall', 'v:0,0'))).map(([path, value]) => {
    const copy = JSON.parse(text) as Record<string, unknown>;
    if (path.length === 0) return JSON.stringify(value ?? null);
    let parent: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    const last = path[path.length - 1] as string;
    if (value === undefined) delete parent[last];
    else parent[last] = value;
    return JSON.stringify(copy);
  });
});

/** Files that owe nothing to the samples: random text, random bytes, random JSON. */
const randomInput = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.uint8Array({ maxLength: 400 }),
  fc.json({ maxDepth: 4 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify({ version: 1, meta: value, board: value, sides: [value] })),
);

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype];
const prototypeKeys = PROTOTYPES.map((proto) => Object.getOwnPropertyNames(proto).sort().join());

function expectNoPollution(): void {
  PROTOTYPES.forEach((proto, i) => expect(Object.getOwnPropertyNames(proto).sort().join()).toBe(prototypeKeys[i]));
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

function checkAnswer(input: string | Uint8Array): void {
  const started = performance.now();
  const result = loadScenario(input, { fileName: 'fuzz.scenario.json' });
  expect(performance.now() - started).toBeLessThan(MAX_MS_PER_LOAD);
  expect(result.problems.some((p) => p.key === 'problem.internal')).toBe(false);
  expectNoPollution();
  if (!hasErrors(result.problems)) {
    expect(result.scenario).toBeDefined();
    return;
  }
  for (const problem of result.problems) {
    expect(parsePointer(problem.pointer)).not.toBeNull();
    // Problems about the text itself may name places the parser dropped; all others lead into the document.
    if (result.document !== undefined && !problem.key.startsWith('problem.json.') && problem.key !== 'problem.tooMany') {
      expect(resolvePointer(result.document, problem.pointer), `${problem.key} at ${problem.pointer}`).not.toBeUndefined();
    }
  }
}

describe('loader under fuzzing', () => {
  it('has samples to damage', () => {
    expect(samples.length).toBeGreaterThan(5);
  });

  // Longer runs get proportionally more time than the suite's default timeout.
  const timeout = Math.max(20_000, RUNS * 20);

  it('never throws or hangs on damaged text', () => {
    fc.assert(fc.property(textMutation, checkAnswer), { numRuns: RUNS });
  }, timeout);

  it('never throws or hangs on damaged documents', () => {
    fc.assert(fc.property(documentMutation, checkAnswer), { numRuns: RUNS });
  }, timeout);

  it('never throws or hangs on random files', () => {
    fc.assert(fc.property(randomInput, checkAnswer), { numRuns: RUNS });
  }, timeout);

  it('refuses a 50 MB file quickly with a clear problem', () => {
    const huge = new Uint8Array(50 * 1024 * 1024).fill(0x20);
    huge[0] = 0x7b;
    const started = performance.now();
    const result = loadScenario(huge, { fileName: 'huge.scenario.json' });
    expect(performance.now() - started).toBeLessThan(MAX_MS_PER_LOAD);
    expect(result.scenario).toBeUndefined();
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.severity).toBe('error');
    expectNoPollution();
  });
});
