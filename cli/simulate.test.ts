/** Runs the real `skirmish simulate` command on the shipped sample scenario. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, skirmish, type SimulateJson } from './run.test-support';

const sample = join(projectRoot, 'scenarios/r6-ambassade.scenario.json');
const work = mkdtempSync(join(tmpdir(), 'skirmish-simulate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('skirmish simulate', () => {
  it('prints wins per side with a 95% interval, draws, average turns and speed', () => {
    const run = skirmish(['simulate', sample, '--games', '40', '--bots', 'random,greedy', '--seed', '7']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe('Defuse at the embassy: 40 games, seed 7');
    expect(lines[1]).toMatch(/^ {2}Attackers \(random bot\): \d+ wins?, \d+\.\d%, 95% confidence interval \d+\.\d% to \d+\.\d%$/);
    expect(lines[2]).toMatch(/^ {2}Defenders \(greedy bot\): \d+ wins?/);
    expect(lines[3]).toMatch(/^ {2}draws: \d+, unfinished: 0$/);
    expect(lines[4]).toMatch(/^ {2}average turns: \d+\.\d\d, average actions: [\d,]+\.\d$/);
    expect(lines[5]).toMatch(/games per second, [\d,]+ actions per second$/);
  });

  it('prints the same JSON report for the same seed, in French as in English', () => {
    const first = JSON.parse(skirmish(['simulate', sample, '--games', '30', '--seed', '5', '--json']).stdout) as SimulateJson;
    const second = JSON.parse(skirmish(['simulate', sample, '--json', '--seed=5', '--games=30'], { LANG: 'fr_FR.UTF-8' }).stdout) as SimulateJson;
    expect(first).toMatchObject({ games: 30, seed: 5, bots: ['random'], unfinished: 0 });
    expect(first.sides.map((side) => side.side)).toEqual(['attackers', 'defenders']);
    expect(first.sides.reduce((sum, side) => sum + side.wins, 0) + first.draws).toBe(30);
    for (const side of first.sides) expect(side.ci95[0] <= side.rate && side.rate <= side.ci95[1]).toBe(true);
    expect(second.sides).toEqual(first.sides);
    expect(second.averageTurns).toBe(first.averageTurns);
    const other = JSON.parse(skirmish(['simulate', sample, '--games', '30', '--seed', '6', '--json']).stdout) as SimulateJson;
    // Another seed plays other games (random bots nearly always lose the embassy: the length of the games tells them apart).
    expect(other.averageActions === first.averageActions && JSON.stringify(other.sides) === JSON.stringify(first.sides)).toBe(false);
  });

  it('plays the very same games on worker threads (a bundled engine) as in one thread', () => {
    const one = JSON.parse(skirmish(['simulate', sample, '--games', '45', '--seed', '9', '--bots', 'random,greedy', '--threads', '0', '--json']).stdout) as SimulateJson;
    const run = skirmish(['simulate', sample, '--games', '45', '--seed', '9', '--bots', 'random,greedy', '--threads', '2', '--json']);
    expect(run.stderr).toBe('');
    const two = JSON.parse(run.stdout) as SimulateJson;
    expect(two.games).toBe(45);
    expect(two.sides).toEqual(one.sides);
    expect(two.draws).toBe(one.draws);
    expect(two.averageTurns).toBe(one.averageTurns);
    expect(two.averageActions).toBe(one.averageActions);
    expect(skirmish(['simulate', sample, '--threads', '-1']).stderr).toBe('--threads must be a whole number from 0 to 64, not “-1”.\n');
    // A shard's games, taken by two threads as each finishes one, are listed in the batch's order.
    const listed = (threads: string) => {
      const out = join(work, `shard-threads-${threads}.jsonl`);
      expect(skirmish(['simulate', sample, '--games', '60', '--seed', '9', '--bots', 'random,greedy', '--shard', '2/2', '--out', out, '--threads', threads]).code).toBe(0);
      return readFileSync(out, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { kind: string; index?: number; winner?: string | null; actions?: number }).filter((line) => line.kind === 'game');
    };
    const onTwo = listed('2');
    expect(onTwo.map((game) => game.index)).toEqual(Array.from({ length: 30 }, (_, at) => 30 + at));
    expect(onTwo).toEqual(listed('0'));
  });

  it('refuses bad options with a sentence and exit code 1, an unreadable file with 2', () => {
    const bots = skirmish(['simulate', sample, '--bots', 'random,clever']);
    expect(bots.code).toBe(1);
    expect(bots.stderr).toBe('Unknown bots “random,clever”: give one per side, separated by commas: random, greedy, or the search bot mcts (also mcts:fast and mcts:strong), for example random,mcts:strong.\n');
    const games = skirmish(['simulate', sample, '--games', 'many'], { LANG: 'fr_FR.UTF-8' });
    expect(games.code).toBe(1);
    expect(games.stderr).toBe('--games doit être un nombre entier de 1 à 10000000, pas «\u00a0many\u00a0».\n');
    expect(skirmish(['simulate']).code).toBe(1);
    expect(skirmish(['simulate', join(work, 'missing.scenario.json')]).code).toBe(2);
  });

  it('refuses a scenario with errors and says how to see them', () => {
    const doc = JSON.parse(readFileSync(sample, 'utf8')) as { sides: { units: { profile: string }[] }[] };
    (doc.sides[0]?.units[0] as { profile: string }).profile = 'ashh';
    const bad = join(work, 'bad.scenario.json');
    writeFileSync(bad, JSON.stringify(doc));
    const run = skirmish(['simulate', bad]);
    expect(run.code).toBe(1);
    expect(run.stderr.split('\n')[0]).toBe(`${bad} cannot be played: it has 1 error. Run skirmish validate ${bad} to see it.`);
  });
});
