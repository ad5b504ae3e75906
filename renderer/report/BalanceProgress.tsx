/** A batch under way: a progress bar with the games done, the time left, and ways to stop it: with a report on the games played, or without. */
import { useTranslation } from 'react-i18next';
import { timeLeft } from './format';

interface Props {
  readonly done: number;
  readonly total: number;
  /** Seconds since the batch started. */
  readonly elapsed: number;
  readonly label: string;
  /** Whether a game of the variant under way has ended, so that stopping leaves something to report. */
  readonly canStop: boolean;
  /** Stops and reports on the games played so far. */
  readonly onStop: () => void;
  /** Stops and drops the games. */
  readonly onCancel: () => void;
}

export function BalanceProgress({ done, total, elapsed, label, canStop, onStop, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const left = timeLeft(done, total, elapsed, i18n.language);
  // A screen reader hears how far the batch is at each tenth of it, not at every game.
  const tenths = total > 0 ? Math.floor((done * 10) / total) : 0;
  return (
    <main className="report report--running" data-testid="report-running">
      <h1>{t('report.running', { label })}</h1>
      <progress data-testid="report-progress" max={total} value={done} aria-label={t('report.progress')} />
      <p data-testid="report-count">{t('report.done', { done, total })}</p>
      <p className="visually-hidden" aria-live="polite" data-testid="report-announced">
        {tenths > 0 ? t('report.doneShare', { percent: tenths * 10 }) : ''}
      </p>
      <p>{t(left.key, left.params)}</p>
      <div className="report__actions">
        <button type="button" className="button" onClick={onStop} disabled={!canStop}>
          {t('report.stop')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('report.cancel')}
        </button>
      </div>
    </main>
  );
}
