/** A batch's report in words, as `skirmish simulate` and `skirmish merge` print it. */
import { translate, type Language } from '../engine/i18n/index';
import { localized } from '../engine/scenario/localized';
import type { LocalizedText } from '../engine/scenario/types';
import type { SimulationReport } from '../engine/sim/index';

/** What the report names: the scenario's title and its sides. */
export interface ReportNames {
  readonly title: LocalizedText;
  readonly sides: readonly { readonly id: string; readonly name: LocalizedText }[];
}

export function textReport(report: SimulationReport, names: ReportNames, language: Language): string {
  const percent = new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format;
  const decimal = (digits: number) => new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format;
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format;
  const lines = [translate(language, 'cli.simulate.header', { title: localized(names.title, language), games: report.games, seed: report.seed })];
  for (const side of report.sides) {
    const named = names.sides.find((candidate) => candidate.id === side.side);
    lines.push(
      translate(language, 'cli.simulate.side', {
        side: named ? localized(named.name, language) : side.side,
        bot: side.bot,
        wins: side.wins,
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
