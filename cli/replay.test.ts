/** Runs the real `skirmish simulate --record` and `skirmish replay` commands, as a user would. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, skirmish, type SimulateJson } from './run.test-support';

const sample = join(projectRoot, 'scenarios/r6-ambassade.scenario.json');
const work = mkdtempSync(join(tmpdir(), 'skirmish-replay-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface ReplayJson {
  readonly steps: number;
  readonly to: number;
  readonly log: readonly { readonly step: number; readonly text: string; readonly events: readonly string[] }[];
  readonly outcome: { readonly winner: string | null; readonly text: string } | null;
  readonly sameEnd: boolean;
}

describe('skirmish simulate --record and skirmish replay', () => {
  const folder = join(work, 'out');
  const simulated = skirmish(['simulate', sample, '--games', '20', '--bots', 'random,greedy', '--seed', '3', '--record', folder, '--json']);

  it('write one record per game, each replaying to the outcome simulate counted', () => {
    expect(simulated.stderr).toBe('');
    expect(simulated.code).toBe(0);
    const report = JSON.parse(simulated.stdout) as SimulateJson;
    const files = readdirSync(folder).sort();
    expect(files).toEqual(Array.from({ length: 20 }, (_, index) => `game-${String(index + 1).padStart(4, '0')}.game.json`));
    const wins: Record<string, number> = {};
    for (const file of files) {
      const run = skirmish(['replay', join(folder, file), '--json']);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const replayed = JSON.parse(run.stdout) as ReplayJson;
      expect(replayed.sameEnd).toBe(true);
      expect(replayed.to).toBe(replayed.steps);
      const winner = replayed.outcome?.winner ?? 'draw';
      wins[winner] = (wins[winner] ?? 0) + 1;
    }
    for (const side of report.sides) expect(wins[side.side] ?? 0).toBe(side.wins);
    expect(wins.draw ?? 0).toBe(report.draws);
  }, 240_000);

  it('prints the log in words, in French too, and stops where --to says', () => {
    const file = join(folder, 'game-0001.game.json');
    const english = skirmish(['replay', file]);
    expect(english.code).toBe(0);
    const lines = english.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^.*game-0001\.game\.json: Defuse at the embassy, Rainbow Six Siege: On Board 1\.0\.0, seed [0-9a-f]{16}, \d+ actions$/);
    expect(lines[1]).toMatch(/^ {4}1\. Deploy .+ on [A-F]\d$/);
    expect(lines[2]).toMatch(/^ {8}.+ is deployed on [A-F]\d\.$/);
    expect(lines[lines.length - 1]).toMatch(/^End: Victory: (Attackers|Defenders)\. /);
    expect(english.stdout).not.toMatch(/\{\{|r6-onboard\./);
    const french = skirmish(['replay', file, '--to', '3'], { LANG: 'fr_FR.UTF-8' });
    expect(french.code).toBe(0);
    const frenchLines = french.stdout.trim().split('\n');
    expect(frenchLines.filter((line) => /^ {3,}\d+\. /.test(line))).toHaveLength(3);
    expect(frenchLines[frenchLines.length - 1]).toMatch(/^Arrêt après l’action 3 sur \d+\u00a0: tour 0, Déploiement\.$/);
  });

  it('refuses a record with a bent action at the step the rules refuse it, with the reason', () => {
    const record = JSON.parse(readFileSync(join(folder, 'game-0002.game.json'), 'utf8')) as { actions: Record<string, unknown>[] };
    record.actions[4] = { ...record.actions[4], unit: 'nobody' };
    const bent = join(work, 'bent.game.json');
    writeFileSync(bent, JSON.stringify(record));
    const run = skirmish(['replay', bent]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Step 5 of .*bent\.game\.json cannot be replayed: There is no agent “nobody”\. The game can be continued from step 4; /);
    expect(run.stdout.trim().split('\n').filter((line) => /^ {3,}\d+\. /.test(line))).toHaveLength(4);
  });

  it('refuses an unknown ruleset, a newer format, a file that is not a record, and a missing file, in one sentence each', () => {
    const record = JSON.parse(readFileSync(join(folder, 'game-0001.game.json'), 'utf8')) as Record<string, unknown>;
    const write = (name: string, value: unknown) => {
      const file = join(work, name);
      writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
      return file;
    };
    const unknown = skirmish(['replay', write('unknown.game.json', { ...record, ruleset: { id: 'chess', version: '1.0.0' } })]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/was played on the rules “chess”, which are not installed \(installed: r6-onboard, .*--rulesets DIR/);
    const newer = skirmish(['replay', write('newer.game.json', { ...record, format: 2 })]);
    expect(newer.code).toBe(1);
    expect(newer.stderr).toMatch(/was written by a newer version of Skirmish Studio \(game record format 2; this version reads format 1\)\. Update the app to open it\.\n$/);
    const scenario = skirmish(['replay', sample]);
    expect(scenario.code).toBe(1);
    expect(scenario.stderr).toMatch(/is not a game record Skirmish Studio can replay \(/);
    const broken = skirmish(['replay', write('broken.game.json', '{"format": 1, ')]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/cannot be read as a game record: /);
    const missing = skirmish(['replay', join(work, 'nowhere.game.json')]);
    expect(missing.code).toBe(2);
    for (const run of [unknown, newer, scenario, broken, missing]) expect(run.stderr).not.toMatch(/\n\s+at |Error:/);
  });
});
