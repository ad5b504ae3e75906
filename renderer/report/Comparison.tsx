/**
 * Two variants played on the same seeds: each side's win rate in both, the change with its
 * interval, and in words whether the change is significant.
 */
import { useTranslation } from 'react-i18next';
import type { BalanceReport, SideDifference } from '../../engine/sim/balance';
import { percent, points } from './format';

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
  const rate = (report: BalanceReport, side: string) => {
    const of = report.sides.find((candidate) => candidate.side === side);
    return of ? t('report.variantRate', { rate: percent(of.rate, language), wins: of.wins, games: report.games }) : '';
  };
  return (
    <section data-testid="report-comparison">
      <h2>{t('report.comparison', labels)}</h2>
      <table className="report__variants">
        <thead>
          <tr>
            <th scope="col">{t('report.column.side')}</th>
            <th scope="col">{labels.first}</th>
            <th scope="col">{labels.second}</th>
            <th scope="col">{t('report.column.change')}</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((difference) => (
            <tr key={difference.side} data-side={difference.side} data-significant={difference.significant}>
              <th scope="row">{sideName(difference.side)}</th>
              <td>{rate(report, difference.side)}</td>
              <td>{rate(second, difference.side)}</td>
              <td>{t('report.change', { points: points(difference.difference, language), low: points(difference.ci95[0], language), high: points(difference.ci95[1], language) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="report__differences">
        {differences.map((difference) => (
          <li key={difference.side} data-significant={difference.significant}>
            {t(difference.significant ? 'report.differs' : 'report.sameWithin', {
              side: sideName(difference.side),
              points: points(difference.difference, language),
              low: points(difference.ci95[0], language),
              high: points(difference.ci95[1], language),
              ...labels,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
