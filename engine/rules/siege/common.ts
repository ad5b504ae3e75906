/** Lookups and checks shared by the SIEGE actions: figures by id, who stands where, phases, stamps. */
import { createKernel } from '../../board/index';
import type { HexKernel } from '../../board/types';
import { cachedPer } from '../core/cache';
import { refusal } from '../core/engine';
import type { Refusal, SideId } from '../core/types';
import { combatDataOf, profileIdOf } from './combat-data';
import type { Draft } from './draft';
import { afterHit, profileOf, strengthsOf, type FigureProfile, type Hit, type Strengths } from './figures';
import { STEPS, type FigureInfo, type FigureMark, type FigureState, type SiegeFixed, type SiegeGame, type SiegeState, type Step } from './types';

const indexes = cachedPer((fixed: SiegeFixed): ReadonlyMap<string, number> => new Map(fixed.figures.map((figure, index) => [figure.id, index])));

const sideFigures = cachedPer((fixed: SiegeFixed): ReadonlyMap<SideId, readonly number[]> => {
  const bySide = new Map<SideId, number[]>();
  fixed.figures.forEach((figure, index) => {
    const list = bySide.get(figure.side) ?? [];
    list.push(index);
    bySide.set(figure.side, list);
  });
  return bySide;
});

/** The indices of `side`'s figures, in figure order. */
export function figuresOfSide(fixed: SiegeFixed, side: SideId): readonly number[] {
  return sideFigures(fixed).get(side) ?? [];
}

/** The figure last looked up: an action is checked, then applied, asking for its unit twice in a row. */
let lastFixed: SiegeFixed | null = null;
let lastId = '';
let lastIndex = -1;

/** Index of the figure called `id`, or -1. */
export function figureIndex(fixed: SiegeFixed, id: unknown): number {
  if (typeof id !== 'string') return -1;
  if (id === lastId && fixed === lastFixed) return lastIndex;
  const index = indexes(fixed).get(id) ?? -1;
  lastFixed = fixed;
  lastId = id;
  lastIndex = index;
  return index;
}

const ladderCache = new WeakMap<SiegeFixed, ReadonlyMap<string, number>>();

/** Index of the ladder called `id` (the scenario token's id), or -1. */
export function ladderIndex(state: SiegeState, id: unknown): number {
  if (typeof id !== 'string') return -1;
  let map = ladderCache.get(state.fixed);
  if (!map) {
    map = new Map(state.game.ladders.map((ladder, index) => [ladder.id, index]));
    ladderCache.set(state.fixed, map);
  }
  return map.get(id) ?? -1;
}

/** Whether figure `figure` bears a mark of `kind` made in this side-phase (see FigureMark). */
export function markedNow(game: SiegeGame, figure: number, kind: FigureMark['kind']): boolean {
  const marks = game.marks;
  for (let i = 0; i < marks.length; i++) {
    const mark = marks[i] as FigureMark;
    if (mark.figure === figure && mark.kind === kind && mark.at === game.stamp) return true;
  }
  return false;
}

export function isAlive(figure: FigureState): boolean {
  return figure.status !== 'dead' && figure.cell >= 0;
}

/** On the board and able to act: alive and not stunned. */
export function canAct(figure: FigureState): boolean {
  return figure.cell >= 0 && (figure.status === 'healthy' || figure.status === 'wounded');
}

/** A place as one number: hex * 2, plus 1 on top of a siege tower. */
export function placeOf(cell: number, onTop: boolean): number {
  return cell * 2 + (onTop ? 1 : 0);
}

export function otherSide(fixed: SiegeFixed, side: SideId): SideId {
  return fixed.order[0] === side ? (fixed.order[1] as SideId) : (fixed.order[0] as SideId);
}

/** The values on the counter's face that shows now: mounted or not, wounded or not. */
export function valuesOf(fixed: SiegeFixed, index: number, figure: FigureState): Strengths {
  const profiles = figureProfiles(fixed)[index] as FigureProfiles;
  const profile = figure.mounted ? profiles.mounted : profiles.onFoot;
  return profile ? strengthsOf(profile, figure.status) : { attack: 0, defense: 0, movement: 0 };
}

interface FigureProfiles {
  readonly mounted: FigureProfile | undefined;
  readonly onFoot: FigureProfile | undefined;
}

/** Per game, each figure's profile mounted and on foot (`profileIdOf`), looked up once: the rules ask at every listing. */
const figureProfiles = cachedPer((fixed: SiegeFixed): readonly FigureProfiles[] => {
  const { profiles } = combatDataOf(fixed);
  return fixed.figures.map((info) => ({
    mounted: profileOf(profiles, profileIdOf(info, { mounted: true } as FigureState)),
    onFoot: profileOf(profiles, profileIdOf(info, { mounted: false } as FigureState)),
  }));
});

export interface PhaseParts {
  readonly side: SideId;
  readonly step: Step;
}

/** Phase ids already read: a game has a few, asked about at every action. */
const phasePartsKnown = new Map<string, PhaseParts | null>();

/** Side and step of a turn phase id `side:step`; null for setup phases. */
export function phaseParts(phase: string): PhaseParts | null {
  let parts = phasePartsKnown.get(phase);
  if (parts === undefined) {
    const colon = phase.lastIndexOf(':');
    const step = colon < 0 ? '' : phase.slice(colon + 1);
    parts = colon >= 0 && (STEPS as readonly string[]).includes(step) ? { side: phase.slice(0, colon), step: step as Step } : null;
    // Phase ids come from the scenario's sides: a bound keeps a long session of many games from growing it for ever.
    if (phasePartsKnown.size > 256) phasePartsKnown.clear();
    phasePartsKnown.set(phase, parts);
  }
  return parts;
}

/** The kind of decision `side` owes, or null. */
export function decisionOf(state: SiegeState, side: SideId): string | null {
  for (const decision of state.pending) if (decision.side === side) return decision.kind;
  return null;
}

/** Refuses an action that is not the kind of decision its side owes now. */
export function expectDecision(state: SiegeState, side: SideId, kind: string): Refusal | null {
  const owed = decisionOf(state, side);
  return owed === kind ? null : refusal('siege.refused.notNow', { expected: owed ?? '' });
}

export function labelOf(fixed: SiegeFixed, cell: number): string {
  return fixed.labels[cell] ?? String(cell);
}

export function isCell(fixed: SiegeFixed, value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < fixed.labels.length;
}

export interface Actor {
  readonly index: number;
  readonly info: FigureInfo;
  readonly figure: FigureState;
}

/** Checks that `side` may use its figure `id` now: its own, on the board, not stunned. */
export function checkOwnFigure(state: SiegeState, side: SideId, id: unknown): Actor | Refusal {
  const index = figureIndex(state.fixed, id);
  const info = state.fixed.figures[index];
  const figure = state.game.figures[index];
  if (!info || !figure) return refusal('siege.refused.unknownUnit', { unit: String(id) });
  if (info.side !== side) return refusal('siege.refused.notYourUnit', { unit: info.id });
  if (figure.status === 'dead' || figure.cell < 0) return refusal('siege.refused.unitDown', { unit: info.id });
  if (figure.status === 'stunned') return refusal('siege.refused.stunned', { unit: info.id });
  return { index, info, figure };
}

export function isRefusal(value: object): value is Refusal {
  return 'key' in value && 'params' in value;
}

/** A hit taken: a figure already stunned or wounded dies (rule 1.7 results). */
export function hurt(d: Draft, index: number, kind: Hit): void {
  const figure = d.game.figures[index] as FigureState;
  if (figure.status === 'dead') return;
  const id = (d.fixed.figures[index] as FigureInfo).id;
  const before = figure.status;
  const after = afterHit(before, kind);
  const writable = d.figure(index);
  if (after === 'dead') {
    // The dead stay where they fell: they weigh on movement (rule 1.61).
    writable.status = 'dead';
    // A wound or a stun kills one already hurt: the log says why.
    const key = kind === 'kill' || before === 'healthy' ? 'siege.event.killed' : before === 'wounded' ? 'siege.event.killedWounded' : 'siege.event.killedStunned';
    d.emit({ key, params: { unit: id } });
  } else if (kind === 'stun') {
    writable.status = 'stunned';
    writable.stunnedAt = d.game.stamp;
    d.emit({ key: 'siege.event.stunned', params: { unit: id } });
  } else {
    writable.status = 'wounded';
    d.emit({ key: 'siege.event.wounded', params: { unit: id } });
  }
}

/** The hex kernel of the game's board. */
export const kernelOf = cachedPer((fixed: SiegeFixed): HexKernel => {
  const geometry = fixed.source.scenario.board.geometry;
  if (geometry.kind !== 'hex') throw new Error('SIEGE is played on a hex map.');
  return createKernel(geometry);
});

/** Per cell, its on-board neighbours. */
const neighbourTables = cachedPer((fixed: SiegeFixed): readonly (readonly number[])[] => {
  const kernel = kernelOf(fixed);
  const built: number[][] = [];
  for (let index = 0; index < kernel.cellCount; index++) built.push(kernel.steps(index).map((step) => step.to));
  return built;
});

/** On-board neighbours of a cell, by index, in the kernel's side order. */
export function neighboursOf(fixed: SiegeFixed, cell: number): readonly number[] {
  return neighbourTables(fixed)[cell] ?? [];
}

export function areNeighbours(fixed: SiegeFixed, a: number, b: number): boolean {
  return neighboursOf(fixed, a).includes(b);
}
