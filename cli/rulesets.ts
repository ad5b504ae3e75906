/**
 * `--rulesets DIR`: the variants (`*.ruleset.json`) of a folder, beside the built-in games. Each file
 * is read and checked like any variant; a broken one is reported with its problems and left out, so
 * one bad file never stops the command (a scenario that names it then says where it was looked for).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { translate, type Language } from '../engine/i18n/index';
import { BUILTIN_CATALOG, catalogWith, readVariant, renderProblem, variantTooLarge, MAX_VARIANT_BYTES, VARIANT_SUFFIX, type Problem, type RulesetCatalog } from '../engine/scenario/index';
import type { RulesetData } from '../engine/scenario/types';
import { CliFailure, EXIT_IO } from './play-input';

export interface VariantFileReport {
  readonly file: string;
  readonly problems: readonly Problem[];
}

export interface RulesetsFolder {
  readonly catalog: RulesetCatalog;
  /** Files that are not usable variants, or usable ones with warnings. */
  readonly reports: readonly VariantFileReport[];
}

/** One variant file, read and checked; too large a file is refused before it is read. */
export async function readVariantFile(file: string): Promise<{ readonly ruleset?: RulesetData; readonly problems: readonly Problem[] }> {
  const info = await stat(file);
  if (info.size > MAX_VARIANT_BYTES) return { problems: [variantTooLarge(info.size)] };
  const bytes = await readFile(file);
  return readVariant(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** The catalog of the built-in games and the variants of `folder`; the built-in games alone without a folder. */
export async function rulesetsFolder(folder: string | undefined, language: Language): Promise<RulesetsFolder> {
  if (folder === undefined) return { catalog: BUILTIN_CATALOG, reports: [] };
  let names: string[];
  try {
    if (!(await stat(folder)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    names = (await readdir(folder)).filter((name) => name.endsWith(VARIANT_SUFFIX)).sort();
  } catch (caught) {
    const code = (caught as { code?: string }).code;
    const key = code === 'ENOENT' ? 'cli.rulesets.notFound' : code === 'ENOTDIR' ? 'cli.rulesets.notFolder' : 'cli.rulesets.unreadable';
    throw new CliFailure(translate(language, key, { folder, detail: code ?? String(caught) }), EXIT_IO);
  }
  const variants: RulesetData[] = [];
  const reports: VariantFileReport[] = [];
  for (const name of names) {
    const file = join(folder, name);
    try {
      const read = await readVariantFile(file);
      if (read.ruleset) {
        if (variants.some((variant) => variant.id === read.ruleset?.id)) {
          reports.push({ file, problems: [{ severity: 'error', pointer: '/id', key: 'problem.variant.duplicateId', params: { id: read.ruleset.id } }] });
          continue;
        }
        variants.push(read.ruleset);
      }
      if (read.problems.length > 0) reports.push({ file, problems: read.problems });
    } catch (caught) {
      const code = (caught as { code?: string }).code;
      reports.push({ file, problems: [{ severity: 'error', pointer: '', key: 'cli.rulesets.fileUnreadable', params: { detail: code ?? String(caught) } }] });
    }
  }
  return { catalog: catalogWith(variants, [resolve(folder)]), reports };
}

/** The problems of the folder's variant files, one line each, as `skirmish validate` prints a scenario's. */
export function variantReportLines(reports: readonly VariantFileReport[], language: Language): string {
  return reports
    .flatMap((report) => report.problems.map((problem) => `${report.file}:${problem.pointer}: ${translate(language, `cli.severity.${problem.severity}`)}: ${renderProblem(problem, language)}\n`))
    .join('');
}

/** The catalog `--rulesets DIR` asks for, the folder's broken variant files reported on stderr. */
export async function catalogOption(folder: string | undefined, language: Language, stderr: (text: string) => void): Promise<RulesetCatalog> {
  const found = await rulesetsFolder(folder, language);
  stderr(variantReportLines(found.reports, language));
  return found.catalog;
}
