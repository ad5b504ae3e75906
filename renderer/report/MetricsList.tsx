/** The report's measures, each with what it means in one line. */
import { useTranslation } from 'react-i18next';
import { numberText, type Language } from '../../engine/i18n';
import type { BalanceMetrics } from '../../engine/sim/balance';
import { percent } from './format';

const SHARES: readonly (keyof BalanceMetrics)[] = ['balance', 'decisiveness', 'drawishness', 'forced'];
const ORDER: readonly (keyof BalanceMetrics)[] = ['balance', 'decisiveness', 'drawishness', 'averageTurns', 'averageActions', 'branching', 'forced'];

export function MetricsList({ metrics }: { readonly metrics: BalanceMetrics }) {
  const { t, i18n } = useTranslation();
  const format = (key: keyof BalanceMetrics) => {
    const value = metrics[key];
    // Balance has no value when no game was decided: a dash, and why.
    if (value === null) return <>—</>;
    return SHARES.includes(key) ? percent(value, i18n.language) : numberText(i18n.language as Language, value, 1);
  };
  return (
    <section data-testid="report-metrics">
      <h2>{t('report.metrics')}</h2>
      <dl className="report__metrics">
        {ORDER.flatMap((key) => [
          <dt key={`${key}-name`}>
            {t(`report.metric.${key}`)} <strong>{format(key)}</strong>
            {metrics[key] === null && <small> ({t('report.metricNone.balance')})</small>}
          </dt>,
          <dd key={`${key}-text`}>{t(`report.metricHelp.${key}`)}</dd>,
        ])}
      </dl>
    </section>
  );
}
