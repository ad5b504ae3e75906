/**
 * What the commands that play a scenario share: reading and validating the file, and their options.
 */
import { readFile, stat } from 'node:fs/promises';
import { translate, type Language } from '../engine/i18n/index';
import { engineFor } from '../engine/rules/index';
import { BUILTIN_CATALOG, hasErrors, loadScenario, MAX_FILE_BYTES, mechanicsOf, megabytes, renderProblem, sortProblems, type RulesetCatalog } from '../engine/scenario/index';
import type { RulesetData, Scenario } from '../engine/scenario/types';

export const EXIT_DONE = 0;
/** The scenario or the options cannot be played. */
export const EXIT_REFUSED = 1;
export const EXIT_IO = 2;

/** A failure already worded for the user, with the exit code it ends the command with. */
export class CliFailure extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export interface Loaded {
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
}

/** Reads and validates a scenario that is to be played (on a built-in game or a variant of `catalog`); problems that forbid playing end the command. */
export async function loadPlayableScenario(file: string, language: Language, catalog: RulesetCatalog = BUILTIN_CATALOG): Promise<Loaded> {
  let bytes: Buffer;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw new CliFailure(`${file}: ${translate(language, 'cli.isDirectory')}`, EXIT_IO);
    if (info.size > MAX_FILE_BYTES) {
      throw new CliFailure(`${file}: ${translate(language, 'cli.tooLarge', { size: megabytes(info.size), limit: megabytes(MAX_FILE_BYTES) })}`, EXIT_REFUSED);
    }
    bytes = await readFile(file);
  } catch (caught) {
    if (caught instanceof CliFailure) throw caught;
    const code = (caught as { code?: string }).code;
    const key = code === 'ENOENT' || code === 'ENOTDIR' ? 'cli.notFound' : code === 'EACCES' || code === 'EPERM' ? 'cli.permissionDenied' : 'cli.unreadable';
    throw new CliFailure(`${file}: ${translate(language, key, { detail: code ?? String(caught) })}`, EXIT_IO);
  }
  const result = loadScenario(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { fileName: file, catalog });
  const errors = sortProblems(result.problems).filter((problem) => problem.severity === 'error');
  if (!result.scenario || !result.ruleset || hasErrors(result.problems)) {
    const details = errors.slice(0, 10).map((problem) => `  ${problem.pointer}: ${renderProblem(problem, language)}`);
    throw new CliFailure([translate(language, 'cli.play.invalidScenario', { file, count: errors.length }), ...details].join('\n'), EXIT_REFUSED);
  }
  if (!engineFor(mechanicsOf(result.ruleset))) {
    throw new CliFailure(translate(language, 'cli.play.notPlayable', { file, ruleset: result.scenario.ruleset.id }), EXIT_REFUSED);
  }
  return { scenario: result.scenario, ruleset: result.ruleset };
}

export interface ParsedOptions {
  readonly files: string[];
  readonly values: Map<string, string>;
  readonly flags: Set<string>;
}

/** Splits arguments into files, `--name value` options and `--flag` switches; anything else is refused. */
export function parseOptions(args: readonly string[], valued: readonly string[], switches: readonly string[], language: Language): ParsedOptions | 'help' {
  const files: string[] = [];
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (valued.includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined) throw new CliFailure(translate(language, 'cli.play.missingValue', { option: name }), EXIT_REFUSED);
      values.set(name, value);
    } else if (switches.includes(name)) flags.add(name);
    else if (arg.startsWith('-') && arg !== '-') throw new CliFailure(translate(language, 'cli.unknownOption', { option: arg }), EXIT_REFUSED);
    else files.push(arg);
  }
  return { files, values, flags };
}

export function oneFile(options: ParsedOptions, language: Language): string {
  if (options.files.length !== 1) throw new CliFailure(translate(language, options.files.length === 0 ? 'cli.play.noFile' : 'cli.play.oneFile'), EXIT_REFUSED);
  return options.files[0] as string;
}

export function integerOption(options: ParsedOptions, name: string, fallback: number, min: number, max: number, language: Language): number {
  const text = options.values.get(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || value < min || value > max) throw new CliFailure(translate(language, 'cli.play.badInteger', { option: name, value: text, min, max }), EXIT_REFUSED);
  return value;
}
