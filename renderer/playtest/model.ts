/**
 * What the playtest screen shows of a game, worked out in one place from the playtest and who is
 * at the device: whose eyes the board is seen through (hot-seat hides the other side), the pieces,
 * markers, tracks and hand from the ruleset's presenter, the legal actions in words grouped by
 * piece, the selected piece's reach and targets, and the log as the viewer may read it.
 */
import type { Language } from '../../engine/i18n';
import type { Presenter, CardView, HighlightView, MarkerView, PieceView, TrackView } from '../../engine/rules/core/presenter';
import type { Action, GameState, SideId } from '../../engine/rules/core/types';
import { actionGroups, type ActionGroup } from '../../engine/rules/core/view-model';
import { forcedAction, nextSide, shownState, type Playtest } from './match';

export interface LogLine {
  readonly id: string;
  /** The action number it belongs to, from 1. */
  readonly step: number;
  readonly text: string;
  /** Whose secret the line is, by name, when the game is seen whole (bots only): its "you" is that side. */
  readonly secretOf: string | null;
}

export interface PlaytestModel {
  readonly state: GameState;
  /** The sides people play, in the state's order. */
  readonly people: readonly SideId[];
  /** The deciding person's only action, played for them while someone else holds the screen (`forcedAction`). */
  readonly forced: Action | null;
  /** The side at the device whose decision it is, if a person's. */
  readonly personDeciding: SideId | null;
  /** Whose eyes the board is seen through; null: a game of bots only, seen whole. */
  readonly viewer: SideId | null;
  /** Hot-seat: the device must change hands before the next side's secrets show. */
  readonly needsHandOff: boolean;
  /** A game of several people seen by none of them (stepping through it, or over): whose eyes must be chosen first. */
  readonly needsViewer: boolean;
  /** The state as the viewer may see it; null while the device changes hands. */
  readonly seen: GameState | null;
  readonly pieces: readonly PieceView[];
  readonly markers: readonly MarkerView[];
  readonly tracks: readonly TrackView[];
  readonly hand: readonly CardView[] | null;
  readonly legal: readonly Action[];
  readonly groups: readonly ActionGroup[];
  /** The piece whose actions and reach are shown. */
  readonly active: string | null;
  readonly highlights: readonly HighlightView[];
  readonly log: readonly LogLine[];
  /** The phase the game opens in, before any action (R6's preparation): the log's first line. */
  readonly opening: string;
}

/** Pieces the person can act with, in the order their actions come. */
function actors(groups: readonly ActionGroup[]): string[] {
  return groups.flatMap((group) => (group.piece ? [group.piece] : []));
}

export function playtestModel(playtest: Playtest, presenter: Presenter, revealedTo: SideId | null, selected: string | null, language: Language): PlaytestModel {
  const { engine, seats } = playtest;
  const state = shownState(playtest);
  const stepping = playtest.cursor !== null;
  const deciding = stepping ? null : nextSide(playtest);
  // A person whose only action is played for them is not called to the screen for it: the one there keeps it.
  const forced = forcedAction(playtest, revealedTo);
  const personDeciding = deciding && seats[deciding] === 'person' && !forced ? deciding : null;
  const people = state.sides.filter((side) => seats[side] === 'person');
  // A game that hides nothing passes the device without a screen: whoever is there sees it all.
  const open = engine.ruleset.hidesNothing === true;
  const needsHandOff = !open && personDeciding !== null && people.length > 1 && revealedTo !== personDeciding;
  // The side deciding, else the only person; with two people between turns, the last one who took the seat.
  const viewer: SideId | null = personDeciding ?? (people.length === 1 ? (people[0] ?? null) : people.length > 1 ? (revealedTo ?? (open ? (people[0] ?? null) : null)) : null);
  const needsViewer = !needsHandOff && people.length > 1 && viewer === null;
  const seen = needsHandOff || needsViewer ? null : viewer ? engine.view(state, viewer) : state;
  const pieces = seen ? presenter.pieces(seen, language) : [];
  const legal = personDeciding && !needsHandOff ? engine.legalActions(state, personDeciding) : [];
  const groups = seen ? actionGroups(presenter, seen, legal, pieces, language) : [];
  const canAct = actors(groups);
  // The piece chosen stays active while it can act (or, with nothing to do, while it is on the board);
  // once the game is over no piece has a turn to show.
  const active = state.outcome ? null : selected && (canAct.includes(selected) || (legal.length === 0 && pieces.some((piece) => piece.id === selected))) ? selected : (canAct[0] ?? null);
  // While the device changes hands, the one still holding it reads the public lines only.
  const reader = needsHandOff ? null : viewer;
  const log: LogLine[] = [];
  const shownSteps = stepping ? (playtest.cursor as number) : playtest.events.length;
  // Lines are numbered by the actions the reader sees: a gap would count the other side's secret ones (a sealed assignment).
  let seenSteps = 0;
  for (let step = 0; step < shownSteps; step++) {
    const lines = (playtest.events[step] ?? []).filter((event) => !event.to || (reader ? event.to.includes(reader) : people.length === 0));
    if (lines.length > 0) seenSteps++;
    lines.forEach((event, index) => {
      const secretOf = event.to && !reader ? event.to.map((side) => presenter.sideName(state, side, language)).join(', ') : null;
      log.push({ id: `${step}-${index}`, step: seenSteps, text: presenter.describe(state, event, language), secretOf });
    });
  }
  return {
    state,
    people,
    forced,
    personDeciding,
    viewer,
    needsHandOff,
    needsViewer,
    seen,
    pieces,
    markers: seen ? presenter.markers(seen, language) : [],
    tracks: seen ? presenter.tracks(seen, viewer, language) : [],
    hand: seen && viewer ? presenter.hand(seen, viewer, language) : null,
    legal,
    groups,
    active,
    highlights: seen && active ? presenter.highlights(seen, active, language) : [],
    log,
    opening: presenter.phaseName(playtest.match.initial, language),
  };
}
