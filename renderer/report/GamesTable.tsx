/**
 * Every game of the batch: its number, seed, winner, length and how it ended; a click opens it in
 * the playtest. The games' buttons are one stop of the Tab key, the arrow keys move between them:
 * hundreds of games do not stand between the keyboard and the exports below.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameResult } from '../../engine/sim/play';

interface Props {
  readonly games: readonly GameResult[];
  readonly winner: (game: GameResult) => string;
  readonly reason: (game: GameResult) => string;
  readonly onOpen: (game: GameResult) => void;
}

/** More rows than this would slow the page down: the rest are in the CSV export. */
const SHOWN = 500;

export function GamesTable({ games, winner, reason, onOpen }: Props) {
  const { t } = useTranslation();
  const shown = games.slice(0, SHOWN);
  const body = useRef<HTMLTableSectionElement>(null);
  const [chosen, setChosen] = useState(0);
  const current = Math.min(chosen, shown.length - 1);
  const steps: Readonly<Record<string, (at: number) => number>> = { ArrowDown: (at) => at + 1, ArrowUp: (at) => at - 1, PageDown: (at) => at + 10, PageUp: (at) => at - 10, Home: () => 0, End: () => shown.length - 1 };
  const move = (event: KeyboardEvent) => {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(shown.length - 1, step(current)));
    setChosen(next);
    body.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  return (
    <section>
      <h2>{t('report.gameList', { count: games.length })}</h2>
      {shown.length > 1 && <p className="form-help">{t('report.gamesKeys')}</p>}
      <div className="report__games">
        <table data-testid="report-games">
          <thead>
            <tr>
              <th scope="col">{t('report.column.game')}</th>
              <th scope="col">{t('report.column.seed')}</th>
              <th scope="col">{t('report.column.winner')}</th>
              <th scope="col">{t('report.column.turns')}</th>
              <th scope="col">{t('report.column.end')}</th>
            </tr>
          </thead>
          <tbody ref={body} onKeyDown={move}>
            {shown.map((game, index) => (
              <tr key={game.index}>
                <td>
                  <button type="button" className="link-button" tabIndex={index === current ? 0 : -1} onFocus={() => setChosen(index)} onClick={() => onOpen(game)} aria-label={t('report.openGame', { number: game.index + 1 })}>
                    {game.index + 1}
                  </button>
                </td>
                <td>
                  <code>{game.seed}</code>
                </td>
                <td>{winner(game)}</td>
                <td>{game.turns}</td>
                <td>{reason(game)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {games.length > SHOWN && <p>{t('report.moreGames', { count: games.length - SHOWN })}</p>}
    </section>
  );
}
