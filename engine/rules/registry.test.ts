/**
 * A ruleset is a folder: apart from the registry, no production file outside engine/rules/<id>/
 * names a ruleset, by its id or by a path into its folder. Everything else is derived from the
 * registry's modules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/index';
import { rulesetMessagesIn, rulesetModules } from './index';
import { RULESET_MODULES } from './registry';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCTION = ['engine', 'renderer', 'cli', 'electron'];

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'test-support' ? [] : sources(path);
    return /\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$|\.test-support\.ts$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the ruleset registry', () => {
  it('is the only production file outside a ruleset’s folder that names it', () => {
    const ids = RULESET_MODULES.map((module) => module.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    const naming: Record<string, string[]> = {};
    for (const file of PRODUCTION.flatMap(sources)) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const id of ids) {
        if (file.startsWith(`engine/rules/${id}/`)) continue;
        // Quoted or in a path ("siege", ./siege/index), or as a message key's prefix ("siege.phase...").
        const quoted = new RegExp(`['"\`/]${id}['"\`/.]`);
        if (quoted.test(text)) (naming[id] ??= []).push(relative(root, join(root, file)));
      }
    }
    for (const id of ids) expect(naming[id] ?? [], id).toEqual(['engine/rules/registry.ts']);
  });

  it('gives every ruleset its data, its board, and messages under its own id in French and English', () => {
    for (const module of rulesetModules()) {
      expect(module.data.id).toBe(module.id);
      expect(module.data.board.kinds).toContain(module.newBoard.geometry.startsWith('hex') ? 'hex' : module.newBoard.geometry);
      expect(Object.keys(module.messages.fr).sort()).toEqual(Object.keys(module.messages.en).sort());
      for (const key of Object.keys(module.messages.en)) expect(key.startsWith(`${module.id}.`), key).toBe(true);
    }
    expect(rulesetMessagesIn('fr')['siege.phase.deployment']).toBe(rulesetModules().find((module) => module.id === 'siege')?.messages.fr['siege.phase.deployment']);
  });

  it('tells each playable game’s turn limit: the scenario’s own, else the game’s rule, as its setup plays it', () => {
    const samples: Record<string, [string, number]> = {
      'r6-onboard': ['r6-ambassade', 10],
      siege: ['siege-castle', 20],
      'rivet-wars': ['rivet-wars-m03', 30],
      'rapid-40000': ['rapid40k-skirmish', 6],
      // Time 1 meets reputation 14 by round 13, before the 16-round cap (R14).
      rebellion: ['rebellion-standard', 13],
    };
    for (const module of rulesetModules()) {
      const play = module.play;
      if (!play) continue;
      const [file, own] = samples[module.id] ?? ['', 0];
      const result = loadScenario(readFileSync(join(root, 'scenarios', `${file}.scenario.json`), 'utf8'));
      const scenario = { ...result.scenario!, turns: { ...result.scenario!.turns, limit: undefined } };
      expect(play.turnLimit(scenario, result.ruleset!), module.id).toBe(own);
      expect(play.turnLimit({ ...scenario, turns: { limit: 7 } }, result.ruleset!), module.id).toBe(7);
    }
  });
});
