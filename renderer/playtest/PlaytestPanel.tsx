/**
 * The side panel of a playtest: where the game stands (turn of the limit, phase, who plays, or the
 * winner), the tracks, the viewer's hand, what the selected piece reaches and hits, the actions by
 * piece, the game's controls and its log.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pointPlace, type Place } from '../../engine/rules/core/places';
import { localized } from '../../engine/scenario';
import type { LocalizedText } from '../../engine/scenario/types';
import type { ActionTarget, Presenter } from '../../engine/rules/core/presenter';
import type { Action, ActionTemplate } from '../../engine/rules/core/types';
import { ActionList } from './ActionList';
import { GameLog } from './GameLog';
import { HandView } from './HandView';
import type { PlaytestModel } from './model';
import { SideTracks } from './SideTracks';
import { aimsOf } from './TemplateShapes';

interface Props {
  readonly model: PlaytestModel;
  readonly presenter: Presenter;
  readonly deciding: string | null;
  readonly refusal: string | null;
  readonly designer: boolean;
  readonly controls: ReactNode;
  /** Templates a person lays by a click on the table, and the one being laid. */
  readonly placeable: readonly ActionTemplate[];
  readonly placing: ActionTemplate | null;
  readonly onPlace: (template: ActionTemplate | null) => void;
  /** Where each template of a volley being aimed stands, and the shot they make together (null when no volley is aimed). */
  readonly aimPoints: readonly { readonly x: number; readonly y: number }[];
  readonly onFire: (() => void) | null;
  readonly onAct: (action: Action) => void;
  readonly onSelect: (piece: string) => void;
  /** Where the action under the mouse or the keyboard acts, shown on the board. */
  readonly onPreview: (target: ActionTarget | null) => void;
  /** A place as the board labels it. */
  readonly placeName: (place: Place) => string;
}

/** Reach grouped by cost, cheapest first, each group's places in board order. */
function byCost(reach: readonly { readonly label?: string; readonly name: string }[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const place of reach) groups.set(place.label ?? '', [...(groups.get(place.label ?? '') ?? []), place.name]);
  return [...groups].sort(([a], [b]) => Number(a) - Number(b));
}

export function PlaytestPanel({ model, presenter, deciding, refusal, designer, controls, placeable, placing, onPlace, aimPoints, onFire, onAct, onSelect, onPreview, placeName }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as 'en' | 'fr';
  const { state, viewer, hand, active, highlights, pieces } = model;
  const sideName = (side: string) => presenter.sideName(state, side, language);
  const limit = presenter.turnLimit(state);
  // The status says "Round" where the rulebook does.
  const turn = presenter.turnName?.[language] ?? 'turn';
  const rounds = turn === 'round' ? 'Rounds' : 'Turns';
  const phase = presenter.phaseName(state, language);
  const who = deciding ? sideName(deciding) : '—';
  const status = state.outcome
    ? t(state.outcome.winner ? 'playtest.winner' : 'playtest.draw', { side: state.outcome.winner ? sideName(state.outcome.winner) : '', reason: presenter.describe(state, state.outcome, language) })
    : state.turn === 0
      ? t(`playtest.before${rounds}`, { phase, side: who })
      : t(limit ? `playtest.${turn}Of` : `playtest.${turn}`, { turn: state.turn, limit, phase, side: who });
  const activeName = pieces.find((piece) => piece.id === active)?.name ?? active ?? '';
  // Labelled reach, listed by cost; a free table's rings and links are drawn, and said in words by the one that carries a text.
  const reach = highlights.filter((highlight) => highlight.kind === 'reach' && highlight.label).map((highlight) => ({ ...highlight, name: placeName(highlight.place) }));
  const reachTexts = highlights.flatMap((highlight) => (highlight.kind === 'reach' && highlight.text ? [highlight.text] : []));
  const prompt = model.personDeciding && model.seen ? (presenter.prompt?.(model.seen, model.personDeciding, language) ?? null) : null;
  const pieceName = (piece: string | undefined) => pieces.find((candidate) => candidate.id === piece)?.name ?? piece ?? '';
  const targets = highlights.filter((highlight) => highlight.kind === 'target' && highlight.piece);
  // The game over, the actions are gone (and “Let greedy bots finish” greyed): the keyboard goes on from the
  // line that names the winner. So it does in a finished game opened from a page now hidden (the
  // balance report's list of games).
  const statusLine = useRef<HTMLParagraphElement>(null);
  const over = state.outcome !== null;
  useEffect(() => {
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || (focused instanceof HTMLElement && !focused.checkVisibility()) || (focused instanceof HTMLButtonElement && focused.disabled);
    if (over && lost) statusLine.current?.focus();
  }, [over]);
  return (
    <aside className="playtest__panel">
      <p className="playtest__status" data-testid="playtest-status" ref={statusLine} tabIndex={-1}>
        {status}
      </p>
      {designer && <p className="playtest__designer">{t('playtest.designerOn')}</p>}
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      <SideTracks tracks={model.tracks} sides={state.sides} sideName={sideName} />
      {viewer && hand && <HandView cards={hand} side={sideName(viewer)} />}
      {active && highlights.length > 0 && (
        <section data-testid="selected-reach">
          <h2>{t('playtest.reach.title', { unit: activeName })}</h2>
          {reach.length + reachTexts.length > 0 ? (
            <ul className="playtest__reach">
              {byCost(reach).map(([cost, places]) => (
                // Places apart with a middle dot: a cell labelled "3,1" keeps its comma.
                <li key={cost}>{t('playtest.reach.atCost', { cost: t(`rules.budget.${presenter.costUnit}`, { count: Number(cost) }), places: places.join(' · ') })}</li>
              ))}
              {reachTexts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : (
            <p>{t('playtest.reach.none')}</p>
          )}
          <p>{targets.length > 0 ? t('playtest.reach.targets', { targets: targets.map((target) => pieces.find((piece) => piece.id === target.piece)?.name ?? '').join(', ') }) : t('playtest.reach.noTargets')}</p>
        </section>
      )}
      {prompt && (
        <p className="playtest__prompt" role="alert" data-testid="playtest-prompt">
          {prompt}
        </p>
      )}
      {placeable.length > 0 && (
        <section className="playtest__placing" data-testid="placing">
          {placing && onFire ? (
            <>
              <p>{t('playtest.place.aimNow', { piece: pieceName(placing.piece) })}</p>
              <ol className="playtest__aims" data-testid="aims">
                {aimsOf(placing).map((aim, k) => (
                  <li key={k}>{t('playtest.place.aim', { weapon: localized(aim.name as LocalizedText, language), place: placeName(pointPlace(aimPoints[k]?.x ?? 0, aimPoints[k]?.y ?? 0)) })}</li>
                ))}
              </ol>
              <p>
                <button type="button" className="button button--primary" onClick={onFire}>
                  {t('playtest.place.fire')}
                </button>{' '}
                <button type="button" className="link-button" onClick={() => onPlace(null)}>
                  {t('playtest.place.cancel')}
                </button>
              </p>
            </>
          ) : placing ? (
            <p>
              {t('playtest.place.now', { piece: pieceName(placing.piece) })}{' '}
              <button type="button" className="link-button" onClick={() => onPlace(null)}>
                {t('playtest.place.cancel')}
              </button>
            </p>
          ) : (
            placeable.map((template) => (
              <button key={`${template.kind}:${template.piece ?? ''}`} type="button" className="button" onClick={() => onPlace(template)}>
                {t(`playtest.place.${template.kind === 'deploy' ? 'deploy' : aimsOf(template).length > 0 ? 'templates' : 'template'}`, { piece: pieceName(template.piece) })}
              </button>
            ))
          )}
        </section>
      )}
      <ActionList groups={model.groups} active={active} onAct={onAct} onSelect={onSelect} onPreview={onPreview} />
      {controls}
      <GameLog lines={model.log} opening={model.opening} />
    </aside>
  );
}
