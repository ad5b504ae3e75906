/**
 * Two variants played on the same seeds: each side's win rate in both, then draws and unfinished
 * games, the change with its interval, and in words whether each side's change is significant; then
 * how long games last in each, and the same of the change in length.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { compareEnds, compareLengths, type BalanceReport, type PairedChange, type SideDifference } from '../../engine/sim/balance';
import { decimal, percent, points, signed } from './format';

/** The other variant played beside the scenario as edited, and how each side's chances moved. */
export interface VariantComparison {
  readonly differences: readonly SideDifference[];
  /** The variants' names: the scenario as edited, and the other one. */
  readonly labels: { readonly first: string; readonly second: string };
  readonly second: BalanceReport;
}

export function Comparison({ report, comparison, sideName }: { readonly report: BalanceReport; readonly comparison: VariantComparison; readonly sideName: (side: string) => string }) {
  const { t, i18n } = useTranslation();
  const { differences, labels, second } = comparison;
  const language = i18n.language;
  const ends = useMemo(() => compareEnds(report.list, second.list), [report, second]);
  const lengths = useMemo(() => compareLengths(report.list, second.list), [report, second]);
  const share = (count: number, of: BalanceReport) => t('report.variantRate', { rate: percent(count / Math.max(1, of.games), language), wins: count, games: of.games });
  const wins = (of: BalanceReport, side: string) => of.sides.find((candidate) => candidate.side === side)?.wins ?? 0;
  // The noun agrees with the size of the change: « 0 point », « 0,5 point », « 3 points ».
  const count = (difference: number) => Math.abs(Math.round(difference * 1000) / 10);
  const change = (moved: PairedChange) => t('report.change', { count: count(moved.difference), points: points(moved.difference, language), low: points(moved.ci95[0], language), high: points(moved.ci95[1], language) });
  // The app's own names of the variants start a column, so they take a capital; a file name keeps its spelling.
  const column = (label: string) => ([t('report.asEdited'), t('report.asSaved'), t('report.theScenario')].includes(label) ? label.charAt(0).toLocaleUpperCase(language) + label.slice(1) : label);
  const rows = [
    ...differences.map((difference) => ({ key: difference.side, name: sideName(difference.side), first: wins(report, difference.side), second: wins(second, difference.side), moved: difference as PairedChange })),
    { key: 'draws', name: t('report.row.draws'), first: report.draws, second: second.draws, moved: ends.draws },
    { key: 'unfinished', name: t('report.row.unfinished'), first: report.unfinished, second: second.unfinished, moved: ends.unfinished },
  ];
  return (
    <section data-testid="report-comparison">
      <h2>{t('report.comparison', labels)}</h2>
      <table className="report__variants">
        <thead>
          <tr>
            <th scope="col">{t('report.column.side')}</th>
            <th scope="col">{column(labels.first)}</th>
            <th scope="col">{column(labels.second)}</th>
            <th scope="col">{t('report.column.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-side={row.key} data-significant={row.moved.significant}>
              <th scope="row">{row.name}</th>
              <td>{share(row.first, report)}</td>
              <td>{share(row.second, second)}</td>
              <td>{change(row.moved)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="report__differences">
        {differences.map((difference) => (
          <li key={difference.side} data-significant={difference.significant}>
            {t(difference.significant ? 'report.differs' : 'report.sameWithin', {
              count: count(difference.difference),
              side: sideName(difference.side),
              points: points(difference.difference, language),
              low: points(difference.ci95[0], language),
              high: points(difference.ci95[1], language),
              ...labels,
            })}
          </li>
        ))}
        <li data-testid="report-length-change" data-significant={lengths.significant}>
          {t(lengths.significant ? 'report.lengthDiffers' : 'report.lengthSame', {
            count: Math.abs(Math.round(lengths.difference * 10) / 10),
            first: decimal(report.metrics.averageTurns, language),
            second: decimal(second.metrics.averageTurns, language),
            labelFirst: labels.first,
            labelSecond: labels.second,
            change: signed(lengths.difference, language),
            low: signed(lengths.ci95[0], language),
            high: signed(lengths.ci95[1], language),
          })}
        </li>
      </ul>
    </section>
  );
}
