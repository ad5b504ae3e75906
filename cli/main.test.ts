/** Runs the real `skirmish` command on real files and checks exit codes and output. */
import { chmodSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LooseJson } from '../engine/scenario/test-support/fixtures';
import { cliLanguage, run } from './main';
import { projectRoot, skirmish } from './run.test-support';

const sample = join(projectRoot, 'scenarios/r6-ambassade.scenario.json');
const work = mkdtempSync(join(tmpdir(), 'skirmish-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function writeScenario(name: string, mutate: (doc: LooseJson) => void): string {
  const doc = JSON.parse(readFileSync(sample, 'utf8')) as LooseJson;
  mutate(doc);
  const file = join(work, name);
  writeFileSync(file, JSON.stringify(doc, null, 2));
  return file;
}

/** A file that cannot be read: chmod 000 for a normal user; root ignores modes, so a write-only kernel file. */
function unreadableFile(): string {
  if (process.getuid?.() === 0) return '/proc/sys/vm/compact_memory';
  const file = join(work, 'locked.scenario.json');
  writeFileSync(file, '{}');
  chmodSync(file, 0o000);
  return file;
}

describe('skirmish validate (the real command)', () => {
  it('exits 0 on a valid file and says so', () => {
    const run = skirmish(['validate', sample], { LANG: 'en_GB.UTF-8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(`${sample}: valid\n1 file checked: 0 errors, 0 warnings.\n`);
    expect(run.code).toBe(0);
  });

  it('exits 1 and prints file:pointer: message for each problem, warnings allowed, a 50 MB file refused', () => {
    const bad = writeScenario('bad.scenario.json', (doc) => {
      doc.board.tokens[0].at = { col: 42, row: 0 };
      doc.sides[0].units[0].profile = 'ashh';
      doc.sides[1].colour = doc.sides[0].colour;
    });
    const warnOnly = writeScenario('warn.scenario.json', (doc) => { doc.sides[1].colour = doc.sides[0].colour; });
    const broken = join(work, 'broken.scenario.json');
    writeFileSync(broken, '{\n  "version": 1,\n  "meta": }\n');
    const huge = join(work, 'huge.scenario.json');
    writeFileSync(huge, '');
    truncateSync(huge, 50 * 1024 * 1024);
    const started = Date.now();
    const run = skirmish(['validate', warnOnly, bad, broken, huge], { LANG: 'C' });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(run.code).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toEqual(expect.arrayContaining([
      `${warnOnly}:/sides/1/colour: warning: The side Defenders has the same colour as the side Attackers: players will not tell them apart. Pick another colour.`,
      `${bad}:/board/tokens/0/at: error: This is off the board: column 43, row 1, on a board of 9 columns and 6 rows. Move it onto the board.`,
      `${bad}:/sides/0/units/0/profile: error: “ashh” is not a unit profile of the ruleset. Did you mean “ash”?`,
      `${broken}:/meta: (3:11) error: The file is damaged near line 3, column 11: it is not a scenario as Skirmish Studio writes one. If it was edited by hand, undo that change, or open a copy saved before.`,
      `${huge}:: error: The file is 50 MB; a scenario or a saved game is limited to 16 MB. Check that this is the right file, or split the scenario.`,
    ]));
    expect(lines.at(-1)).toBe('4 files checked: 4 errors, 2 warnings.');
  });

  it('prints a JSON report with --json, in French when LC_ALL asks (before LANG)', () => {
    const bad = writeScenario('bad-json.scenario.json', (doc) => { doc.board.edges[0].state = 'ajar'; });
    const run = skirmish(['validate', '--json', sample, bad], { LANG: 'en_US.UTF-8', LC_ALL: 'fr_FR.UTF-8' });
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as { language: string; files: { file: string; valid: boolean; problems: { pointer: string; key: string; message: string; location?: unknown }[] }[]; summary: unknown };
    expect(report.language).toBe('fr');
    expect(report.files.map((f) => [f.file, f.valid])).toEqual([[sample, true], [bad, false]]);
    expect(report.files[1]?.problems).toEqual([expect.objectContaining({ pointer: '/board/edges/0/state', key: 'problem.edge.badState', location: { edge: 'v:1,0' } })]);
    expect(report.files[1]?.problems[0]?.message).toBe('«\u00a0ajar\u00a0» n’est pas un état de fenêtre. Utilisez l’un de «\u00a0open\u00a0», «\u00a0barricaded\u00a0».');
    expect(report.summary).toEqual({ files: 2, unreadable: 0, errors: 1, warnings: 0 });
  });

  it('names the pieces and profiles a problem is about as the designer sees them, not by their ids', () => {
    const rivet = JSON.parse(readFileSync(join(projectRoot, 'scenarios/rivet-wars-m01.scenario.json'), 'utf8')) as LooseJson & { sides: { units?: unknown[] }[] };
    rivet.sides[0]!.units = Array.from({ length: 11 }, (_, i) => ({ id: `r${i}`, profile: 'rifleman', at: { col: 1 + (i % 3), row: 0 } }));
    const file = join(work, 'riflemen.scenario.json');
    writeFileSync(file, JSON.stringify(rivet));
    const run = skirmish(['validate', file], { LANG: 'fr_FR.UTF-8' });
    expect(run.stdout).toContain('11\u00a0×\u00a0Rifleman sont placés'.replace(/\u00a0/g, ' '));
    expect(run.stdout).not.toContain('× rifleman');
  });

  it('exits 2 on a missing file, a folder or an unreadable file, and still checks the others', () => {
    const run = skirmish(['validate', join(work, 'nope.scenario.json'), work, unreadableFile(), sample], { LANG: 'en' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${join(work, 'nope.scenario.json')}: error: No such file. Check the path.`);
    expect(run.stderr).toContain(`${work}: error: This is a folder, not a file.`);
    expect(run.stderr).toContain('error: Permission denied: this file cannot be read.');
    expect(run.stdout).toContain(`${sample}: valid`);
  });

  it('says a saved game or a ruleset is not a scenario in one line, rather than checking it field by field', () => {
    const game = join(work, 'partie.game.json');
    writeFileSync(game, JSON.stringify({ version: 1, scenario: {}, seats: {}, seed: 'x', actions: [] }));
    const rules = join(work, 'regles.json');
    writeFileSync(rules, readFileSync(join(projectRoot, 'engine/rules/siege/ruleset.json')));
    const run = skirmish(['validate', game, rules], { LANG: 'fr_FR.UTF-8' });
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split('\n')).toEqual([
      `${game}:: erreur: C’est une partie enregistrée, pas un scénario\u00a0: rejouez-la avec «\u00a0skirmish replay ${game}\u00a0».`,
      `${rules}:: erreur: C’est un fichier de règles, pas un scénario\u00a0: une variante se valide sous un nom en .ruleset.json.`,
      '2 fichiers vérifiés\u00a0: 2 erreurs, 0 avertissement.',
    ]);
  });

  it('has --help, and exits 2 on an unknown command', () => {
    const help = skirmish(['--help'], { LANG: 'en' });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: skirmish validate [--json] [--rulesets DIR] FILE...');
    expect(skirmish(['frobnicate'], { LANG: 'en' })).toMatchObject({ code: 2, stderr: 'Unknown command “frobnicate”. Run skirmish --help.\n' });
  });
});

describe('skirmish command line parsing', () => {
  const capture = async (argv: string[], env: Record<string, string> = {}) => {
    let stdout = '';
    let stderr = '';
    const code = await run(argv, { env, stdout: (text) => { stdout += text; }, stderr: (text) => { stderr += text; } });
    return { code, stdout, stderr };
  };

  it('prints the help of validate in the user language', async () => {
    expect(await capture(['validate', '--help'], { LANG: 'fr_FR' })).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage\u00a0: skirmish validate') });
  });

  it('exits 2 without files, on an unknown option, and without a command', async () => {
    expect(await capture(['validate'])).toMatchObject({ code: 2, stderr: 'No file given. Run skirmish validate FILE...\n' });
    expect(await capture(['validate', '--strict', sample])).toMatchObject({ code: 2, stderr: 'Unknown option “--strict”. Run skirmish --help.\n' });
    expect((await capture([])).code).toBe(2);
  });

  it('reads files named after "--" even when they look like options', async () => {
    const result = await capture(['validate', '--', '--json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--json: error: No such file.');
  });

  it('takes the language from LC_ALL, then LC_MESSAGES, then LANG', () => {
    expect(cliLanguage({ LC_ALL: 'fr_FR.UTF-8', LANG: 'en_US' })).toBe('fr');
    expect(cliLanguage({ LC_MESSAGES: 'fr_CA', LANG: 'en_US' })).toBe('fr');
    expect(cliLanguage({ LANG: 'de_DE' })).toBe('en');
  });
});
