/**
 * The `skirmish` command line. File reading lives here (Node); validation lives in engine/.
 *   skirmish validate [--json] [--rulesets DIR] FILE...  (scenarios, and variants: *.ruleset.json)
 */
import { readFile, stat } from 'node:fs/promises';
import { languageOf, translate, type Language } from '../engine/i18n/index';
import { BUILTIN_CATALOG, hasErrors, identifyDocument, loadScenario, MAX_FILE_BYTES, problemInWords, renderProblem, sortProblems, tooLarge, VARIANT_SUFFIX, type Problem, type RulesetCatalog } from '../engine/scenario/index';

export const EXIT_VALID = 0;
export const EXIT_INVALID = 1;
export const EXIT_UNREADABLE = 2;

export interface CliIo {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

interface FileReport {
  readonly file: string;
  readonly readable: boolean;
  readonly problems: readonly Problem[];
  /** Why the file could not be read, already in the user's language. */
  readonly readError?: string;
  /** A problem in the designer's words: the pieces, zones and profiles it names by their names. */
  readonly words?: (problem: Problem) => string;
}

/** POSIX order: LC_ALL overrides LC_MESSAGES, which overrides LANG. */
export function cliLanguage(env: CliIo['env']): Language {
  return languageOf(env.LC_ALL || env.LC_MESSAGES || env.LANG);
}

async function readScenarioFile(file: string, language: Language, catalog: RulesetCatalog): Promise<FileReport> {
  try {
    const info = await stat(file);
    if (info.isDirectory()) return { file, readable: false, problems: [], readError: translate(language, 'cli.isDirectory') };
    if (file.endsWith(VARIANT_SUFFIX)) {
      const { readVariantFile } = await import('./rulesets');
      return { file, readable: true, problems: sortProblems((await readVariantFile(file)).problems) };
    }
    // Refuse a huge file before reading it; the loader would refuse it anyway, after the read.
    if (info.size > MAX_FILE_BYTES) {
      return { file, readable: true, problems: [tooLarge(info.size)] };
    }
    const bytes = await readFile(file);
    const result = loadScenario(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), { fileName: file, catalog });
    // A saved game or a ruleset is not checked field by field as a scenario: one line says what it is and what to do.
    const identity = result.document === undefined ? null : identifyDocument(result.document);
    if (identity?.kind === 'other' && (identity.what === 'gameRecord' || identity.what === 'ruleset')) {
      const key = identity.what === 'gameRecord' ? 'cli.notScenario.gameRecord' : 'cli.notScenario.ruleset';
      return { file, readable: true, problems: [{ severity: 'error', pointer: '', key, params: { file } }] };
    }
    return { file, readable: true, problems: sortProblems(result.problems), words: (problem) => problemInWords(problem, result.document, result.ruleset, language) };
  } catch (caught) {
    const code = (caught as { code?: string }).code;
    const key = code === 'ENOENT' || code === 'ENOTDIR' ? 'cli.notFound' : code === 'EACCES' || code === 'EPERM' ? 'cli.permissionDenied' : code === 'EISDIR' ? 'cli.isDirectory' : 'cli.unreadable';
    return { file, readable: false, problems: [], readError: translate(language, key, { detail: code ?? String(caught) }) };
  }
}

function textReport(reports: readonly FileReport[], language: Language, io: CliIo): void {
  let errors = 0;
  let warnings = 0;
  for (const report of reports) {
    if (!report.readable) {
      io.stderr(`${report.file}: ${translate(language, 'cli.severity.error')}: ${report.readError ?? ''}\n`);
      errors++;
      continue;
    }
    if (report.problems.length === 0) io.stdout(`${report.file}: ${translate(language, 'cli.valid')}\n`);
    for (const problem of report.problems) {
      if (problem.severity === 'error') errors++;
      else warnings++;
      const where = problem.text ? ` (${problem.text.line}:${problem.text.column})` : '';
      io.stdout(`${report.file}:${problem.pointer}:${where} ${translate(language, `cli.severity.${problem.severity}`)}: ${report.words?.(problem) ?? renderProblem(problem, language)}\n`);
    }
  }
  io.stdout(`${translate(language, 'cli.summary', { files: reports.length, errors, warnings })}\n`);
}

function jsonReport(reports: readonly FileReport[], language: Language, io: CliIo): void {
  const files = reports.map((report) => ({
    file: report.file,
    readable: report.readable,
    valid: report.readable && !hasErrors(report.problems),
    ...(report.readError ? { readError: report.readError } : {}),
    problems: report.problems.map((problem) => ({ ...problem, message: report.words?.(problem) ?? renderProblem(problem, language) })),
  }));
  const all = reports.flatMap((report) => report.problems);
  const summary = {
    files: reports.length,
    unreadable: reports.filter((report) => !report.readable).length,
    errors: all.filter((problem) => problem.severity === 'error').length,
    warnings: all.filter((problem) => problem.severity === 'warning').length,
  };
  io.stdout(`${JSON.stringify({ language, files, summary }, null, 2)}\n`);
}

async function validate(args: readonly string[], language: Language, io: CliIo): Promise<number> {
  let json = false;
  let folder: string | undefined;
  const files: string[] = [];
  let optionsEnded = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!optionsEnded && arg === '--') optionsEnded = true;
    else if (!optionsEnded && arg === '--json') json = true;
    else if (!optionsEnded && (arg === '--rulesets' || arg.startsWith('--rulesets='))) {
      folder = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[++i];
      if (folder === undefined) {
        io.stderr(`${translate(language, 'cli.play.missingValue', { option: '--rulesets' })}\n`);
        return EXIT_UNREADABLE;
      }
    }
    else if (!optionsEnded && (arg === '--help' || arg === '-h')) {
      io.stdout(`${translate(language, 'cli.usage')}\n`);
      return EXIT_VALID;
    } else if (!optionsEnded && arg.startsWith('-') && arg !== '-') {
      io.stderr(`${translate(language, 'cli.unknownOption', { option: arg })}\n`);
      return EXIT_UNREADABLE;
    } else files.push(arg);
  }
  if (files.length === 0) {
    io.stderr(`${translate(language, 'cli.noFiles')}\n`);
    return EXIT_UNREADABLE;
  }
  let catalog = BUILTIN_CATALOG;
  if (folder !== undefined) {
    const { rulesetsFolder, variantReportLines } = await import('./rulesets');
    try {
      const found = await rulesetsFolder(folder, language);
      catalog = found.catalog;
      io.stderr(variantReportLines(found.reports, language));
    } catch (caught) {
      io.stderr(`${caught instanceof Error ? caught.message : String(caught)}\n`);
      return EXIT_UNREADABLE;
    }
  }
  const reports: FileReport[] = [];
  for (const file of files) reports.push(await readScenarioFile(file, language, catalog));
  if (json) jsonReport(reports, language, io);
  else textReport(reports, language, io);
  if (reports.some((report) => !report.readable)) return EXIT_UNREADABLE;
  return reports.some((report) => hasErrors(report.problems)) ? EXIT_INVALID : EXIT_VALID;
}

export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const language = cliLanguage(io.env);
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(`${translate(language, 'cli.commands')}\n\n${translate(language, 'cli.usage')}\n`);
    return command === undefined ? EXIT_UNREADABLE : EXIT_VALID;
  }
  if (command === 'validate') return validate(rest, language, io);
  // Loaded on demand: the print pipeline takes seconds to load and `validate` does not need it.
  if (command === 'print') return (await import('./print')).printCommand(rest, language, io);
  if (command === 'simulate') return (await import('./simulate')).simulateCommand(rest, language, io);
  if (command === 'inspect') return (await import('./inspect')).inspectCommand(rest, language, io);
  if (command === 'replay') return (await import('./replay')).replayCommand(rest, language, io);
  if (command === 'merge') return (await import('./merge')).mergeCommand(rest, language, io);
  io.stderr(`${translate(language, 'cli.unknownCommand', { command })}\n`);
  return EXIT_UNREADABLE;
}
