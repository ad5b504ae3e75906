/** The bots' pace (match.ts, `BotPace`), as the playtest's setup and its controls offer it. */
import { useTranslation } from 'react-i18next';
import { BOT_PACES, type BotPace } from './match';

interface Props {
  readonly pace: BotPace;
  readonly onPace: (pace: BotPace) => void;
  readonly id?: string;
  readonly disabled?: boolean;
}

export function BotPaceSelect({ pace, onPace, id, disabled = false }: Props) {
  const { t } = useTranslation();
  return (
    <select id={id} value={pace} disabled={disabled} onChange={(e) => onPace(e.target.value as BotPace)}>
      {BOT_PACES.map((choice) => (
        <option key={choice} value={choice}>
          {t(`playtest.paceOf.${choice}`)}
        </option>
      ))}
    </select>
  );
}
