/** Two variants played on the same seeds: each side's change in win rate, with its interval, and whether it is significant. */
import { useTranslation } from 'react-i18next';
import type { SideDifference } from '../../engine/sim/balance';

const points = (value: number, language: string) => new Intl.NumberFormat(language, { signDisplay: 'always', maximumFractionDigits: 1 }).format(value * 100);

export function Comparison({ differences, sideName, labels }: { readonly differences: readonly SideDifference[]; readonly sideName: (side: string) => string; readonly labels: { readonly first: string; readonly second: string } }) {
  const { t, i18n } = useTranslation();
  return (
    <section data-testid="report-comparison">
      <h2>{t('report.comparison', labels)}</h2>
      <ul className="report__differences">
        {differences.map((difference) => (
          <li key={difference.side} data-significant={difference.significant}>
            {t(difference.significant ? 'report.differs' : 'report.sameWithin', {
              side: sideName(difference.side),
              points: points(difference.difference, i18n.language),
              low: points(difference.ci95[0], i18n.language),
              high: points(difference.ci95[1], i18n.language),
              ...labels,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
