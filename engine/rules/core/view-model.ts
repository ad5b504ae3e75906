/**
 * The legal actions of a state as a person reads them: in words, grouped by the piece that takes
 * them (the actions no piece takes, such as ending a phase, come first), each once.
 */
import type { Language } from '../../i18n/index';
import type { ActionTarget, PieceView, Presenter } from './presenter';
import type { Action, GameState } from './types';

export interface ActionView {
  readonly action: Action;
  readonly text: string;
  readonly target: ActionTarget;
}

export interface ActionGroup {
  /** The piece that takes these actions; null for the actions of the whole side. */
  readonly piece: string | null;
  /** The piece's name, or the side's for its own actions. */
  readonly name: string;
  readonly actions: readonly ActionView[];
}

export function actionGroups(presenter: Presenter, state: GameState, legal: readonly Action[], pieces: readonly PieceView[], language: Language): ActionGroup[] {
  const names = new Map(pieces.map((piece) => [piece.id, piece.name]));
  const groups = new Map<string | null, { actions: ActionView[]; texts: Set<string> }>();
  for (const action of legal) {
    const target = presenter.target(state, action);
    const piece = target.piece ?? null;
    const text = presenter.describeAction(state, action, language);
    let group = groups.get(piece);
    if (!group) {
      group = { actions: [], texts: new Set() };
      groups.set(piece, group);
    }
    // Two copies of a card in hand give the same action twice: a person needs it once.
    if (group.texts.has(text)) continue;
    group.texts.add(text);
    group.actions.push({ action, text, target });
  }
  const side = legal[0]?.side;
  const result: ActionGroup[] = [];
  const whole = groups.get(null);
  if (whole) result.push({ piece: null, name: side ? presenter.sideName(state, side, language) : '', actions: whole.actions });
  for (const [piece, group] of groups) {
    if (piece !== null) result.push({ piece, name: names.get(piece) ?? presenter.pieceName?.(state, piece, language) ?? piece, actions: group.actions });
  }
  return result;
}
