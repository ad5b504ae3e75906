/** Every game of the batch: its number, seed, winner, length and how it ended; a click opens it in the playtest. */
import { useTranslation } from 'react-i18next';
import type { BalanceGame } from '../../engine/sim/balance';

interface Props {
  readonly games: readonly BalanceGame[];
  readonly sideName: (side: string) => string;
  readonly reason: (game: BalanceGame) => string;
  readonly onOpen: (game: BalanceGame) => void;
}

/** More rows than this would slow the page down: the rest are in the CSV export. */
const SHOWN = 500;

export function GamesTable({ games, sideName, reason, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <section>
      <h2>{t('report.gameList', { count: games.length })}</h2>
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
          <tbody>
            {games.slice(0, SHOWN).map((game) => (
              <tr key={game.index}>
                <td>
                  <button type="button" className="link-button" onClick={() => onOpen(game)} aria-label={t('report.openGame', { number: game.index + 1 })}>
                    {game.index + 1}
                  </button>
                </td>
                <td>
                  <code>{game.seed}</code>
                </td>
                <td>{game.winner ? sideName(game.winner) : game.finished ? t('report.draw') : t('report.unfinished')}</td>
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
