/**
 * What a person can do with the game itself: undo (or why not), start again, let a bot play the
 * phase for them, let the bots finish, set the bots' pace, save the game, go back to the editor (or
 * to the balance report the game came from); and, while stepping through a saved game, move
 * through its steps and go on playing from one.
 */
import { useTranslation } from 'react-i18next';
import { BotPaceSelect } from './BotPaceSelect';
import type { BotPace, UndoBlock } from './match';

interface Props {
  /** While stepping through a saved game, only saving and leaving are offered. */
  readonly stepping: boolean;
  readonly undo: number | UndoBlock;
  readonly over: boolean;
  /** The bots are playing the rest of the game, as asked. */
  readonly finishing: boolean;
  readonly onUndo: () => void;
  readonly onRestart: (sameSeed: boolean) => void;
  readonly onFinish: () => void;
  /** The phase the person is to play, by name, which a bot may play for them; null when none is. */
  readonly phase: string | null;
  readonly onPlayPhase: () => void;
  readonly pace: BotPace;
  readonly onPace: (pace: BotPace) => void;
  readonly onSave: () => void;
  readonly onBackToReport: (() => void) | null;
  readonly onExit: () => void;
  readonly exitLabel: string;
}

export function PlaytestControls({ stepping, undo, over, finishing, onUndo, onRestart, onFinish, phase, onPlayPhase, pace, onPace, onSave, onBackToReport, onExit, exitLabel }: Props) {
  const { t } = useTranslation();
  const why = typeof undo === 'number' ? t('playtest.undoCount', { count: undo }) : t(`playtest.undoBlocked.${undo}`);
  return (
    <div className="playtest__controls">
      {!stepping && (
        <>
          <button type="button" className="button" disabled={typeof undo !== 'number'} title={why} aria-description={why} onClick={onUndo}>
            {t('playtest.undo')}
          </button>
          <button type="button" className="button" onClick={() => onRestart(true)}>
            {t('playtest.restartSame')}
          </button>
          <button type="button" className="button" onClick={() => onRestart(false)}>
            {t('playtest.restartNew')}
          </button>
          {phase !== null && (
            <button type="button" className="button" onClick={onPlayPhase}>
              {t('playtest.playPhase', { phase })}
            </button>
          )}
          <button type="button" className="button" disabled={over || finishing} onClick={onFinish} title={t('playtest.finishWithBotsHint')}>
            {t('playtest.finishWithBots')}
          </button>
          <label className="playtest__pace">
            {t('playtest.pace')}
            <BotPaceSelect pace={pace} onPace={onPace} disabled={over} />
          </label>
        </>
      )}
      <button type="button" className="button" onClick={onSave}>
        {t('playtest.saveGame')}
      </button>
      {onBackToReport && (
        <button type="button" className="button button--primary" onClick={onBackToReport}>
          {t('playtest.backToReport')}
        </button>
      )}
      <button type="button" className="button" onClick={onExit}>
        {exitLabel}
      </button>
    </div>
  );
}

interface ReplayProps {
  readonly step: number;
  readonly steps: number;
  readonly onStep: (step: number) => void;
  readonly onContinue: () => void;
  /** A game of several people seen through one side's eyes: hand the device to another. */
  readonly onHandOver: (() => void) | null;
}

/** Stepping through a saved game: first, back, forward, last, and playing on from the step shown. */
export function ReplayBar({ step, steps, onStep, onContinue, onHandOver }: ReplayProps) {
  const { t } = useTranslation();
  return (
    <div className="playtest__replay" data-testid="replay-bar">
      <button type="button" className="button" aria-label={t('playtest.replay.first')} title={t('playtest.replay.first')} disabled={step === 0} onClick={() => onStep(0)}>
        |◀
      </button>
      <button type="button" className="button" aria-label={t('playtest.replay.back')} title={t('playtest.replay.back')} disabled={step === 0} onClick={() => onStep(step - 1)}>
        ◀
      </button>
      <span data-testid="replay-step">{t('playtest.replay.step', { step, steps })}</span>
      <button type="button" className="button" aria-label={t('playtest.replay.forward')} title={t('playtest.replay.forward')} disabled={step === steps} onClick={() => onStep(step + 1)}>
        ▶
      </button>
      <button type="button" className="button" aria-label={t('playtest.replay.last')} title={t('playtest.replay.last')} disabled={step === steps} onClick={() => onStep(steps)}>
        ▶|
      </button>
      <button type="button" className="button button--primary" onClick={onContinue}>
        {t('playtest.replay.continue')}
      </button>
      {onHandOver && (
        <button type="button" className="button" onClick={onHandOver}>
          {t('playtest.handOver')}
        </button>
      )}
    </div>
  );
}
