/**
 * Before a balance report: the bot and its strength at each side, how many games, the seed, and
 * what to compare with, if anything (the scenario as saved, or another file).
 */
import { useTranslation } from 'react-i18next';
import { BOT_KINDS, type BotKind } from '../../engine/rules/core/bots';
import type { SideId } from '../../engine/rules/core/types';

export type CompareWith = 'nothing' | 'saved' | 'file';

export interface BalanceChoices {
  readonly bots: Readonly<Record<SideId, BotKind>>;
  readonly games: number;
  readonly seed: number;
  readonly compare: CompareWith;
}

interface Props {
  readonly sides: readonly { readonly id: SideId; readonly name: string }[];
  readonly choices: BalanceChoices;
  readonly onChange: (choices: BalanceChoices) => void;
  /** Whether the scenario has changes since it was saved (something to compare with). */
  readonly changedSinceSaved: boolean;
  readonly onRun: () => void;
  readonly onExit: () => void;
}

export const MAX_REPORT_GAMES = 100_000;

export function BalanceSetup({ sides, choices, onChange, changedSinceSaved, onRun, onExit }: Props) {
  const { t } = useTranslation();
  const gamesOk = Number.isInteger(choices.games) && choices.games >= 1 && choices.games <= MAX_REPORT_GAMES;
  return (
    <main className="report report--setup" data-testid="report-setup">
      <h1>{t('report.title')}</h1>
      {/* A form, so that Enter in a field plays the games as the button does. */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (gamesOk) onRun();
        }}
      >
        <div className="form-grid">
          {sides.flatMap((side) => [
            <label key={`l-${side.id}`} htmlFor={`report-bot-${side.id}`}>
              {side.name}
            </label>,
            <select key={`s-${side.id}`} id={`report-bot-${side.id}`} value={choices.bots[side.id]} onChange={(e) => onChange({ ...choices, bots: { ...choices.bots, [side.id]: e.target.value as BotKind } })}>
              {BOT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`playtest.seat.${kind}`)}
                </option>
              ))}
            </select>,
          ])}
          <label htmlFor="report-games">{t('report.games')}</label>
          <input id="report-games" type="number" min={1} max={MAX_REPORT_GAMES} value={choices.games} aria-invalid={!gamesOk} onChange={(e) => onChange({ ...choices, games: Math.trunc(Number(e.target.value)) })} />
          <label htmlFor="report-seed">{t('report.seed')}</label>
          <input id="report-seed" type="number" min={0} value={choices.seed} onChange={(e) => onChange({ ...choices, seed: Math.max(0, Math.trunc(Number(e.target.value)) || 0) })} />
          <label htmlFor="report-compare">{t('report.compare')}</label>
          <select id="report-compare" value={choices.compare} onChange={(e) => onChange({ ...choices, compare: e.target.value as CompareWith })}>
            <option value="nothing">{t('report.compareWith.nothing')}</option>
            <option value="saved" disabled={!changedSinceSaved}>
              {t(changedSinceSaved ? 'report.compareWith.saved' : 'report.compareWith.savedUnchanged')}
            </option>
            <option value="file">{t('report.compareWith.file')}</option>
          </select>
        </div>
        {!gamesOk && (
          <p className="form-error" role="alert">
            {t('report.gamesInvalid', { max: MAX_REPORT_GAMES })}
          </p>
        )}
        <p className="form-help">{t(choices.compare === 'nothing' ? 'report.help' : 'report.compareHelp')}</p>
        {Object.values(choices.bots).some((bot) => bot.startsWith('mcts')) && <p className="form-help">{t('report.searchTakesLong')}</p>}
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={!gamesOk}>
            {t('report.run')}
          </button>
          <button type="button" className="button" onClick={onExit}>
            {t('playtest.backToEditor')}
          </button>
        </div>
      </form>
    </main>
  );
}
