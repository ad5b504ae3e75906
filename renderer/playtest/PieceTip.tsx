/**
 * What a piece on the board is, beside the mouse while it is over the piece: its name, how many
 * units a stack holds, its health and its marks, in words. A crowded place's counters are small;
 * this says what each one is without a click.
 */
import { useTranslation } from 'react-i18next';
import type { PieceView } from '../../engine/rules/core/presenter';

/** The tip of `piece`, below and right of where the mouse came over it (`x`, `y` in the window). */
export function PieceTip({ piece, x, y }: { readonly piece: PieceView; readonly x: number; readonly y: number }) {
  const { t } = useTranslation();
  return (
    <div className="piece-tip" role="tooltip" data-testid="piece-tip" style={{ left: x + 14, top: y + 14 }}>
      <strong>{piece.name}</strong>
      {/* A stack's health is its front unit's: the one damage falls on next. */}
      {piece.count !== undefined ? (
        <div>{t('playtest.tip.frontHealth', { health: piece.health, max: piece.maxHealth })}</div>
      ) : (
        // A unit of models on a free table counts its models standing, not a figure's health.
        piece.maxHealth > 1 && <div>{t(piece.bases ? 'playtest.tip.models' : 'playtest.tip.health', { health: piece.health, max: piece.maxHealth })}</div>
      )}
      {piece.marks.map((mark) => (
        <div key={mark.id}>{mark.text}</div>
      ))}
    </div>
  );
}
