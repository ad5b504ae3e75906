/**
 * `skirmish simulate FILE [--games N] [--bots random,greedy] [--seed S] [--json]`: bot games of a
 * scenario, with the wins of each side and their 95% confidence interval.
 */
import { performance } from 'node:perf_hooks';
import { translate, type Language } from '../engine/i18n/index';
import { isBotKind, type BotKind } from '../engine/rules/core/bots';
import type { LocalizedText, Scenario } from '../engine/scenario/types';
import { simulate, type SimulationReport } from '../engine/sim/index';
import type { CliIo } from './main';
import { CliFailure, EXIT_DONE, EXIT_REFUSED, integerOption, loadPlayableScenario, oneFile, parseOptions, type ParsedOptions } from './play-input';

function botsOption(options: ParsedOptions, language: Language): BotKind[] {
  const text = options.values.get('--bots') ?? 'random';
  const bots = text.split(',').map((bot) => bot.trim());
  if (bots.length === 0 || !bots.every(isBotKind)) throw new CliFailure(translate(language, 'cli.simulate.badBots', { value: text }), EXIT_REFUSED);
  return bots as BotKind[];
}

function textOf(text: LocalizedText, language: Language): string {
  return typeof text === 'string' ? text : (text[language] ?? text.en ?? Object.values(text)[0] ?? '');
}

function textReport(report: SimulationReport, scenario: Scenario, language: Language): string {
  const percent = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format;
  const decimal = (digits: number) => new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format;
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format;
  const lines = [translate(language, 'cli.simulate.header', { title: scenario.meta.title, games: whole(report.games), seed: report.seed })];
  for (const side of report.sides) {
    const named = scenario.sides.find((candidate) => candidate.id === side.side);
    lines.push(
      translate(language, 'cli.simulate.side', {
        side: named ? textOf(named.name, language) : side.side,
        bot: side.bot,
        wins: whole(side.wins),
        rate: percent(side.rate),
        low: percent(side.ci95[0]),
        high: percent(side.ci95[1]),
      }),
    );
  }
  lines.push(translate(language, 'cli.simulate.draws', { draws: report.draws, unfinished: report.unfinished }));
  lines.push(translate(language, 'cli.simulate.averages', { turns: decimal(2)(report.averageTurns), actions: decimal(1)(report.averageActions) }));
  lines.push(translate(language, 'cli.simulate.speed', { games: whole(report.gamesPerSecond), actions: whole(report.actionsPerSecond) }));
  return `${lines.join('\n')}\n`;
}

export const MAX_GAMES = 10_000_000;

export async function simulateCommand(args: readonly string[], language: Language, io: CliIo): Promise<number> {
  try {
    const options = parseOptions(args, ['--games', '--bots', '--seed'], ['--json'], language);
    if (options === 'help') {
      io.stdout(`${translate(language, 'cli.simulate.usage')}\n`);
      return EXIT_DONE;
    }
    const file = oneFile(options, language);
    const games = integerOption(options, '--games', 100, 1, MAX_GAMES, language);
    const seed = integerOption(options, '--seed', 1, 0, 0xffffffff, language);
    const bots = botsOption(options, language);
    const { scenario, ruleset } = await loadPlayableScenario(file, language);
    const report = simulate(scenario, { games, bots, seed, ruleset, clock: () => performance.now() });
    io.stdout(options.flags.has('--json') ? `${JSON.stringify({ file, title: scenario.meta.title, bots, ...report }, null, 2)}\n` : textReport(report, scenario, language));
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
