/**
 * `skirmish inspect FILE --from CELL [--unit ID] [--seed S] [--json]`: under the scenario's
 * ruleset, at the start of the game, the cells in the line of fire from CELL and the cells
 * reachable this turn with their cost (actions or movement points, as the ruleset counts).
 */
import { translate, type Language } from '../engine/i18n/index';
import { engineFor, inspectorFor, mechanicsOf, type CellReport } from '../engine/rules/index';
import type { CliIo } from './main';
import { CliFailure, EXIT_DONE, EXIT_REFUSED, integerOption, loadPlayableScenario, oneFile, parseOptions } from './play-input';
import { catalogOption } from './rulesets';

function textReport(report: CellReport, language: Language): string {
  const none = translate(language, 'cli.inspect.none');
  const lines = [
    translate(language, report.unit === null ? 'cli.inspect.from' : 'cli.inspect.fromUnit', { cell: report.from, unit: report.unit ?? '', budget: translate(language, `rules.budget.${report.costUnit}`, { count: report.budget }) }),
    translate(language, 'cli.inspect.visible', { cells: report.visible.join(' ') || none }),
    translate(language, 'cli.inspect.reachable', { unit: translate(language, `rules.costUnit.${report.costUnit}`), cells: report.reachable.map((reach) => `${reach.cell}(${reach.cost})`).join(' ') || none }),
  ];
  return `${lines.join('\n')}\n`;
}

export async function inspectCommand(args: readonly string[], language: Language, io: CliIo): Promise<number> {
  try {
    const options = parseOptions(args, ['--from', '--unit', '--seed', '--rulesets'], ['--json'], language);
    if (options === 'help') {
      io.stdout(`${translate(language, 'cli.inspect.usage')}\n`);
      return EXIT_DONE;
    }
    const file = oneFile(options, language);
    const from = options.values.get('--from');
    if (from === undefined) throw new CliFailure(translate(language, 'cli.inspect.noCell'), EXIT_REFUSED);
    const seed = integerOption(options, '--seed', 1, 0, 0xffffffff, language);
    const { scenario, ruleset } = await loadPlayableScenario(file, language, await catalogOption(options.values.get('--rulesets'), language, io.stderr));
    const engine = engineFor(mechanicsOf(ruleset));
    const inspect = inspectorFor(mechanicsOf(ruleset));
    if (!engine || !inspect) throw new CliFailure(translate(language, 'cli.play.notPlayable', { file, ruleset: scenario.ruleset.id }), EXIT_REFUSED);
    const state = engine.setup({ scenario, ruleset }, seed);
    const unit = options.values.get('--unit');
    const report = inspect(state, from, unit);
    if (report === 'unknown-unit') throw new CliFailure(translate(language, 'cli.inspect.unknownUnit', { unit: unit ?? '' }), EXIT_REFUSED);
    if (report === 'unknown-cell') throw new CliFailure(translate(language, 'cli.inspect.badCell', { cell: from }), EXIT_REFUSED);
    io.stdout(options.flags.has('--json') ? `${JSON.stringify({ file, ruleset: scenario.ruleset.id, ...report }, null, 2)}\n` : textReport(report, language));
    return EXIT_DONE;
  } catch (caught) {
    if (caught instanceof CliFailure) {
      io.stderr(`${caught.message}\n`);
      return caught.code;
    }
    io.stderr(`${translate(language, 'cli.play.failed', { detail: caught instanceof Error ? caught.message : String(caught) })}\n`);
    return EXIT_REFUSED;
  }
}
