/**
 * Before a playtest: who sits at each side (a person, or a bot), how fast the bots play, the seed
 * of the dice, designer mode, and opening a saved game instead.
 */
import { useTranslation } from 'react-i18next';
import { BOT_KINDS } from '../../engine/rules/core/bots';
import { isSeed } from '../../engine/rules/core/prng';
import type { SideId } from '../../engine/rules/core/types';
import { BotPaceSelect } from './BotPaceSelect';
import type { BotPace, Seat } from './match';

const SEATS: readonly Seat[] = ['person', ...BOT_KINDS];

interface Props {
  readonly sides: readonly { readonly id: SideId; readonly name: string }[];
  readonly seats: Readonly<Record<SideId, Seat>>;
  readonly onSeats: (seats: Record<SideId, Seat>) => void;
  readonly pace: BotPace;
  readonly onPace: (pace: BotPace) => void;
  readonly seed: string;
  readonly onSeed: (seed: string) => void;
  readonly designer: boolean;
  readonly onDesigner: (designer: boolean) => void;
  readonly onStart: () => void;
  readonly onOpenGame: () => void;
  readonly onExit: () => void;
  readonly exitLabel: string;
}

export function PlaytestSetup({ sides, seats, onSeats, pace, onPace, seed, onSeed, designer, onDesigner, onStart, onOpenGame, onExit, exitLabel }: Props) {
  const { t } = useTranslation();
  const seedOk = typeof seed === 'string' && isSeed(seed);
  return (
    <main className="playtest playtest--setup" data-testid="playtest-setup">
      <h1>{t('playtest.setup.title')}</h1>
      <div className="form-grid">
        {sides.flatMap((side) => [
          <label key={`label-${side.id}`} htmlFor={`seat-${side.id}`}>
            {side.name}
          </label>,
          <select key={`seat-${side.id}`} id={`seat-${side.id}`} value={seats[side.id]} onChange={(e) => onSeats({ ...seats, [side.id]: e.target.value as Seat })}>
            {SEATS.map((seat) => (
              <option key={seat} value={seat}>
                {t(`playtest.seat.${seat}`)}
              </option>
            ))}
          </select>,
        ])}
        <label htmlFor="playtest-pace">{t('playtest.pace')}</label>
        <BotPaceSelect id="playtest-pace" pace={pace} onPace={onPace} />
        <label htmlFor="playtest-seed">{t('playtest.seed')}</label>
        <input id="playtest-seed" type="text" spellCheck={false} value={seed} aria-invalid={!seedOk} onChange={(e) => onSeed(e.target.value.trim().toLowerCase())} />
        {!seedOk && (
          <p className="form-error" role="alert">
            {t('playtest.seedInvalid')}
          </p>
        )}
        <label htmlFor="playtest-designer">{t('playtest.designer')}</label>
        <input id="playtest-designer" type="checkbox" checked={designer} onChange={(e) => onDesigner(e.target.checked)} />
      </div>
      <p className="form-help">{t(designer ? 'playtest.designerOn' : 'playtest.designerOff')}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" disabled={!seedOk} onClick={onStart}>
          {t('playtest.start')}
        </button>
        <button type="button" className="button" onClick={onOpenGame}>
          {t('playtest.openGame')}
        </button>
        <button type="button" className="button" onClick={onExit}>
          {exitLabel}
        </button>
      </div>
    </main>
  );
}
