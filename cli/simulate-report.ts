/** A batch's report in words, as `skirmish simulate` and `skirmish merge` print it. */
import { numberText, percentText, translate, type Language } from '../engine/i18n/index';
import { localized } from '../engine/scenario/localized';
import type { LocalizedText } from '../engine/scenario/types';
import type { SimulationReport } from '../engine/sim/index';

/** What the report names: the scenario's title and its sides. */
export interface ReportNames {
  readonly title: LocalizedText;
  readonly sides: readonly { readonly id: string; readonly name: LocalizedText }[];
}

export function textReport(report: SimulationReport, names: ReportNames, language: Language): string {
  // Figures of one kind keep the same decimals from line to line and run to run: 12.0% beside 37.5%.
  const percent = (share: number) => percentText(language, share, 1, true);
  const decimal = (digits: number) => (value: number) => numberText(language, value, digits, true);
  const whole = (value: number) => numberText(language, value, 0);
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
