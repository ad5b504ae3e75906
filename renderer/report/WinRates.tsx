/** Each side's win rate with its 95% interval, drawn as a bar with its whiskers, then draws and unfinished games. */
import { useTranslation } from 'react-i18next';
import type { BalanceReport } from '../../engine/sim/balance';
import { numberText, type Language } from '../../engine/i18n';
import { percent } from './format';

/** Intervals reaching further than this either way get a word on how to narrow them. */
const WIDE = 0.1;

export function WinRates({ report, sideName }: { readonly report: BalanceReport; readonly sideName: (side: string) => string }) {
  const { t, i18n } = useTranslation();
  // How far from its rate an interval reaches, on its longer side (Wilson's are lopsided near 0 and 1): a few games leave the figures loose.
  const widest = Math.max(0, ...report.sides.map((side) => Math.max(side.rate - side.ci95[0], side.ci95[1] - side.rate)));
  return (
    <section data-testid="report-wins">
      <h2>{t('report.wins')}</h2>
      <table className="report__wins">
        <tbody>
          {report.sides.map((side) => (
            <tr key={side.side} data-side={side.side}>
              <th scope="row">
                {sideName(side.side)} <small>· {t(`playtest.seat.${side.bot}`)}</small>
              </th>
              <td>
                <svg className="report__bar" viewBox="0 0 100 10" width="160" height="16" role="img" aria-label={t('report.interval', { low: percent(side.ci95[0], i18n.language), high: percent(side.ci95[1], i18n.language) })}>
                  <rect x="0" y="2" width="100" height="6" fill="#efe9dc" />
                  <rect x="0" y="2" width={side.rate * 100} height="6" fill="#8c2f1b" />
                  <line x1={side.ci95[0] * 100} x2={side.ci95[1] * 100} y1="5" y2="5" stroke="#24221e" strokeWidth="0.8" />
                  <line x1={side.ci95[0] * 100} x2={side.ci95[0] * 100} y1="2" y2="8" stroke="#24221e" strokeWidth="0.8" />
                  <line x1={side.ci95[1] * 100} x2={side.ci95[1] * 100} y1="2" y2="8" stroke="#24221e" strokeWidth="0.8" />
                </svg>
              </td>
              <td>{t('report.rate', { count: side.wins, rate: percent(side.rate, i18n.language), low: percent(side.ci95[0], i18n.language), high: percent(side.ci95[1], i18n.language) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('report.drawsUnfinished', { draws: report.draws, unfinished: report.unfinished })}</p>
      {widest > WIDE && <p className="form-help">{t('report.wideIntervals', { count: report.games, points: numberText(i18n.language as Language, widest * 100, 0) })}</p>}
    </section>
  );
}
