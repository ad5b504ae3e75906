/**
 * Batches played past one machine: `skirmish simulate --shard K/N --out FILE` plays one slice, and
 * `skirmish merge` joins the slices into the report one run of the whole batch prints.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, skirmish, type CliRun, type SimulateJson } from './run.test-support';

const sample = join(projectRoot, 'scenarios/r6-ambassade.scenario.json');
const work = mkdtempSync(join(tmpdir(), 'skirmish-merge-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const batch = ['simulate', sample, '--games', '200', '--bots', 'random,greedy', '--seed', '11'];

/** Runs the command in a process of its own, side by side with the others. */
function skirmishAsync(args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(projectRoot, 'dist/cli/skirmish.mjs'), ...args], { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', LANG: 'en_GB.UTF-8' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const timingsAside = ({ seconds: _s, gamesPerSecond: _g, actionsPerSecond: _a, ...rest }: SimulateJson) => rest;

describe('skirmish simulate --shard and skirmish merge', () => {
  const shards = [1, 2, 3, 4].map((shard) => join(work, `shard-${shard}.jsonl`));

  it('merge four shards played in parallel processes into the report of one run', async () => {
    const runs = await Promise.all(shards.map((out, index) => skirmishAsync([...batch, '--shard', `${index + 1}/4`, '--out', out])));
    for (const [index, run] of runs.entries()) {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`Shard ${index + 1} of 4: games ${index * 50 + 1} to ${index * 50 + 50} written to ${shards[index]}.\n`);
    }
    // Each shard lists its games, one line each, between its header and its tally.
    const lines = readFileSync(shards[1] as string, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { kind: string; index?: number; winner?: string | null });
    expect(lines.map((line) => line.kind)).toEqual(['batch', ...Array<string>(50).fill('game'), 'tally']);
    expect(lines[1]?.index).toBe(50);
    const merged = skirmish(['merge', ...[...shards].reverse(), '--json']);
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(0);
    const whole = skirmish([...batch, '--json']);
    expect(timingsAside(JSON.parse(merged.stdout) as SimulateJson)).toEqual(timingsAside(JSON.parse(whole.stdout) as SimulateJson));
    expect(skirmish(['merge', ...shards]).stdout).toMatch(/^Defuse at the embassy: 200 games, seed 11\n {2}Attackers \(random bot\): /);
  }, 240_000);

  it('refuse a bad shard, shards of another batch, a missing or doubled shard and a file that is not one, in one sentence each', () => {
    const bad = skirmish([...batch, '--shard', '5/4', '--out', join(work, 'x.jsonl')]);
    expect(bad).toMatchObject({ code: 1, stdout: '' });
    expect(bad.stderr).toBe('--shard must be K/N, slice K of N with 1 ≤ K ≤ N ≤ 100000 (for example 3/8), not “5/4”.\n');
    expect(skirmish([...batch, '--shard', '1/4']).stderr).toBe('A shard is written to a file: add --out FILE.jsonl, then join the shards with skirmish merge.\n');
    const other = join(work, 'other.jsonl');
    expect(skirmish([...batch.slice(0, -1), '12', '--shard', '2/4', '--out', other]).code).toBe(0);
    const mixed = skirmish(['merge', shards[0] as string, other, shards[2] as string, shards[3] as string]);
    expect(mixed.code).toBe(1);
    expect(mixed.stderr).toBe(`${other} is a shard of another batch than ${shards[0]} (another scenario, ruleset, number of games, seed, bots or number of shards): merge the shards of one batch only.\n`);
    const missing = skirmish(['merge', shards[0] as string, shards[2] as string]);
    expect(missing).toMatchObject({ code: 1, stderr: '2 shards of 4 are missing: 2, 4. Play them with skirmish simulate --shard K/4, then merge all of them.\n' });
    expect(skirmish(['merge', ...shards, shards[1] as string]).stderr).toBe('Shard 2 of 4 is given twice.\n');
    const notShard = join(work, 'scenario.jsonl');
    writeFileSync(notShard, '{"not": "a shard"}\n');
    expect(skirmish(['merge', notShard])).toMatchObject({ code: 1, stderr: `${notShard} is not a shard written by skirmish simulate --shard K/N --out FILE.\n` });
    // A header whose title or side names are not texts is not a shard either (it is read as data, never trusted).
    const [header, ...rest] = readFileSync(shards[0] as string, 'utf8').split('\n');
    const untitled = join(work, 'untitled.jsonl');
    writeFileSync(untitled, [JSON.stringify({ ...(JSON.parse(header as string) as object), title: null }), ...rest].join('\n'));
    expect(skirmish(['merge', untitled])).toMatchObject({ code: 1, stderr: `${untitled} is not a shard written by skirmish simulate --shard K/N --out FILE.\n` });
    expect(skirmish(['merge', join(work, 'nowhere.jsonl')]).code).toBe(2);
  }, 240_000);
});
