/**
 * Replays are checked by hash on every JavaScript engine, so the rules measure with arithmetic and
 * `Math.sqrt` only (correctly rounded by IEEE 754), never with `Math.sin`, `cos`, `atan2`, `hypot`,
 * `pow`, `exp` or `log` (whose last bits may differ from one engine to the next), and keep
 * positions in whole hundredths of an inch.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import sample from '../../../scenarios/rapid40k-skirmish.scenario.json';
import { playBotGame } from '../../sim/play';
import { engine, loadInput } from './test-support/game';
import { everyRule } from './test-support/scenes';
import type { R40State } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const FORBIDDEN = /Math\.(sin|cos|tan|asin|acos|atan|atan2|hypot|pow|exp|expm1|log|log2|log10|log1p|cbrt|sinh|cosh|tanh)\b|\*\*/;

function sources(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(folder, name));
}

describe('determinism of Rapid 40000', () => {
  it('measures with arithmetic and Math.sqrt only, in the rules and in the table geometry', () => {
    const files = [...sources(here), ...sources(join(here, '../../board/free')).filter((file) => !file.endsWith('freeKernel.ts') && !file.endsWith('planeGeometry.ts'))];
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect([file, FORBIDDEN.exec(code)?.[0] ?? null]).toEqual([file, null]);
    }
  });

  it('keeps every position of every state in whole hundredths of an inch', () => {
    const game = playBotGame(engine as unknown as Parameters<typeof playBotGame>[0], loadInput(everyRule(sample)), {
      seed: 3,
      bots: ['random'],
      observe: (state) => {
        for (const unit of (state as R40State).game.units) expect(unit.pos.every(Number.isInteger)).toBe(true);
      },
    });
    expect(game.finished).toBe(true);
  });
});
