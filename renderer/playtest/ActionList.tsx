/**
 * The legal actions in words, grouped by the piece that takes them: the side's own actions first,
 * then the selected piece's, open; the other pieces' folded under their names (a click on a name,
 * like a click on the piece on the board, selects it).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '../../engine/rules/core/types';
import type { ActionTarget } from '../../engine/rules/core/presenter';
import type { ActionGroup } from '../../engine/rules/core/view-model';

interface Props {
  readonly groups: readonly ActionGroup[];
  readonly active: string | null;
  readonly onAct: (action: Action) => void;
  readonly onSelect: (piece: string) => void;
  /** Where the action under the mouse or the keyboard acts, to show on the board; null when none is. */
  readonly onPreview: (target: ActionTarget | null) => void;
}

/**
 * Where the keyboard goes on in the list when its own place is gone: a piece's first action, open
 * or folded; else the side's first action on the board (a grid to activate), not the step's end
 * above it; else the first action.
 */
export function firstPieceAction(list: ParentNode | null | undefined): HTMLElement | null {
  return (
    list?.querySelector<HTMLElement>('[data-piece]:not([data-piece=""]) .playtest__action, .playtest__others button') ??
    list?.querySelector<HTMLElement>('.playtest__action[data-on-board]') ??
    list?.querySelector<HTMLElement>('.playtest__action') ??
    null
  );
}

export function ActionList({ groups, active, onAct, onSelect, onPreview }: Props) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  // A side taking the seat finds what it can do in view, however long the hand and the tracks above.
  const side = groups[0]?.actions[0]?.action.side ?? null;
  useEffect(() => {
    if (side) section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [side]);
  // After an action, the keyboard goes on from the action that took its place in its group (the
  // next one down, as in any list an item leaves). When the action was its group's only one (a die
  // rolled), the group is gone, or the side's own actions ended above where it was, it goes on from
  // a piece's first action, open or folded, else the side's first on the board (`firstPieceAction`;
  // once a bot has played, if it must); after a piece opened from the list, from that piece's first action. Never from the top of
  // the page, and never onto an "end the step" that happens to come first when the person was
  // working further down.
  const resume = useRef<{ readonly piece: string | null; readonly index: number; readonly alone: boolean } | null>(null);
  useEffect(() => {
    const from = resume.current;
    if (!from || groups.length === 0) return;
    resume.current = null;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !section.current?.contains(focused)) return;
    const list = section.current;
    const group = list?.querySelector(`[data-piece="${CSS.escape(from.piece ?? '')}"]`);
    const buttons = group?.querySelectorAll<HTMLButtonElement>('.playtest__action') ?? [];
    // The side's own actions shrinking past where the person was (a grid activated, dice rolled) leave
    // the step's end above: the keyboard goes on to the pieces instead, as when the group is gone.
    const gone = buttons.length === 0 || from.alone || (from.piece === null && from.index >= buttons.length);
    const next = !gone ? buttons[Math.min(from.index, buttons.length - 1)] : firstPieceAction(list);
    next?.focus();
  }, [groups, active]);
  const act = (piece: string | null, index: number, alone: boolean, action: Action) => {
    resume.current = { piece, index, alone };
    onAct(action);
  };
  const select = (piece: string) => {
    resume.current = { piece, index: 0, alone: false };
    onSelect(piece);
  };
  if (groups.length === 0) return null;
  const open = groups.filter((group) => group.piece === null || group.piece === active);
  const folded = groups.filter((group) => group.piece !== null && group.piece !== active);
  return (
    <section ref={section}>
      <h2>{t('playtest.actions')}</h2>
      <div data-testid="legal-actions">
        {open.map((group) => (
          <div key={group.piece ?? ''} className="playtest__group" data-piece={group.piece ?? ''}>
            <h3>{group.name}</h3>
            <ul className="playtest__actions">
              {group.actions.map((view, index) => (
                <li key={index}>
                  <button
                    type="button"
                    className="playtest__action"
                    data-on-board={view.target.place !== undefined || view.target.targetPiece !== undefined ? '' : undefined}
                    onClick={() => act(group.piece, index, group.actions.length === 1, view.action)}
                    onMouseEnter={() => onPreview(view.target)}
                    onMouseLeave={() => onPreview(null)}
                    onFocus={() => onPreview(view.target)}
                    onBlur={() => onPreview(null)}
                  >
                    {view.text}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {folded.length > 0 && (
        <ul className="playtest__others" data-testid="other-pieces">
          {folded.map((group) => (
            <li key={group.piece ?? ''}>
              <button type="button" className="link-button" onClick={() => select(group.piece as string)}>
                {t('playtest.pieceActions', { piece: group.name, count: group.actions.length })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
