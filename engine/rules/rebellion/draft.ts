/**
 * Copy-on-write writer for one action (see core/README.md). The root and the game record are
 * copied when the draft opens; each array is copied the first time the action writes it, and
 * written in place after that. Everything left alone stays shared with the previous state.
 */
import type { Mutable } from '../core/copy';
import { DraftEnvelope } from '../core/draft';
import type { Emit, GameEvent, Params } from '../core/types';
import type { Camp, Combat, RebFixed, RebGame, RebState } from './types';

/** Arrays of the game record written element by element. */
export type ArrayField =
  | 'loyalty'
  | 'subjugated'
  | 'sabotage'
  | 'units'
  | 'candidates'
  | 'leaderAt'
  | 'captured'
  | 'objectives'
  | 'probes'
  | 'objectivePile'
  | 'probePile'
  | 'claimed'
  | 'unplaced'
  | 'relocationDraw'
  | 'deployed'
  | 'built';

/** Per-camp pairs of arrays. */
export type PairField =
  | 'missions'
  | 'actions'
  | 'missionPiles'
  | 'actionPiles'
  | 'recruitPiles'
  | 'tacticPiles'
  | 'missionDiscards'
  | 'actionDiscards'
  | 'assigned'
  | 'queues'
  | 'recruitDraws'
  | 'deploying';

export function copyGame(game: RebGame): Mutable<RebGame> {
  return {
    time: game.time,
    reputation: game.reputation,
    loyalty: game.loyalty,
    subjugated: game.subjugated,
    sabotage: game.sabotage,
    units: game.units,
    base: game.base,
    baseRevealed: game.baseRevealed,
    candidates: game.candidates,
    leaderAt: game.leaderAt,
    captured: game.captured,
    missions: game.missions,
    actions: game.actions,
    objectives: game.objectives,
    probes: game.probes,
    missionPiles: game.missionPiles,
    actionPiles: game.actionPiles,
    recruitPiles: game.recruitPiles,
    objectivePile: game.objectivePile,
    probePile: game.probePile,
    tacticPiles: game.tacticPiles,
    missionDiscards: game.missionDiscards,
    actionDiscards: game.actionDiscards,
    claimed: game.claimed,
    assigned: game.assigned,
    queues: game.queues,
    unplaced: game.unplaced,
    active: game.active,
    passes: game.passes,
    activation: game.activation,
    mission: game.mission,
    combat: game.combat,
    relocating: game.relocating,
    relocationDraw: game.relocationDraw,
    recruitDraws: game.recruitDraws,
    deploying: game.deploying,
    deployed: game.deployed,
    built: game.built,
  };
}

export function copyCombat(combat: Combat): Mutable<Combat> {
  return {
    system: combat.system,
    attacker: combat.attacker,
    round: combat.round,
    stage: combat.stage,
    decider: combat.decider,
    attack: combat.attack,
    black: combat.black,
    red: combat.red,
    direct: combat.direct,
    specials: combat.specials,
    damage: combat.damage,
    incoming: combat.incoming,
    tactics: combat.tactics,
    used: combat.used,
    destroyed: combat.destroyed,
    heaviest: combat.heaviest,
    present: combat.present,
    retreated: combat.retreated,
  };
}

type CombatArray = 'damage' | 'incoming' | 'used';

export class Draft extends DraftEnvelope<RebFixed, RebGame> {
  /** The game record being written: scalars are set on it directly, arrays through the methods. */
  readonly g: Mutable<RebGame>;
  private copied = new Set<string>();
  private combatCopy: Mutable<Combat> | null = null;
  private combatCopied: Set<string> | null = null;

  constructor(state: RebState, emit: Emit) {
    const game = copyGame(state.game);
    super(state, emit, game);
    this.g = game;
  }

  override get state(): RebState {
    return this.root;
  }

  /** An array of the game record, to write. */
  arr(field: ArrayField): number[] {
    if (!this.copied.has(field)) {
      this.copied.add(field);
      (this.g as Record<string, unknown>)[field] = this.g[field].slice();
    }
    return this.g[field] as number[];
  }

  /** One camp's array of a per-camp pair, to write. */
  list<F extends PairField>(field: F, camp: Camp): RebGame[F][0] extends readonly (infer T)[] ? T[] : never {
    const key = `${field}${camp}`;
    if (!this.copied.has(key)) {
      if (!this.copied.has(field)) {
        this.copied.add(field);
        (this.g as Record<string, unknown>)[field] = (this.g[field] as readonly unknown[]).slice();
      }
      this.copied.add(key);
      const pair = this.g[field] as unknown as unknown[][];
      pair[camp] = (pair[camp] as unknown[]).slice();
    }
    return (this.g[field] as unknown as unknown[][])[camp] as never;
  }

  /** Replaces a whole array (a pile reshuffled, a list cleared). */
  set(field: ArrayField, value: number[]): void {
    this.copied.add(field);
    (this.g as Record<string, unknown>)[field] = value;
  }

  setList<F extends PairField>(field: F, camp: Camp, value: RebGame[F][0]): void {
    if (!this.copied.has(field)) {
      this.copied.add(field);
      (this.g as Record<string, unknown>)[field] = (this.g[field] as readonly unknown[]).slice();
    }
    this.copied.add(`${field}${camp}`);
    (this.g[field] as unknown as unknown[])[camp] = value;
  }

  /** The combat under way, to write (copied once per action). */
  combat(): Mutable<Combat> {
    if (!this.combatCopy) {
      const current = this.g.combat as Combat;
      this.combatCopy = copyCombat(current);
      this.combatCopied = new Set();
      this.g.combat = this.combatCopy;
    }
    return this.combatCopy;
  }

  /** Starts a combat: the record is this action's own. */
  startCombat(combat: Mutable<Combat>): void {
    this.combatCopy = combat;
    this.combatCopied = new Set(['damage', 'incoming', 'used', 'tactics', 'destroyed', 'heaviest', 'present']);
    this.g.combat = combat;
  }

  endCombat(): void {
    this.combatCopy = null;
    this.combatCopied = null;
    this.g.combat = null;
  }

  combatArray(field: CombatArray): number[] {
    const combat = this.combat();
    const copied = this.combatCopied as Set<string>;
    if (!copied.has(field)) {
      copied.add(field);
      combat[field] = combat[field].slice();
    }
    return combat[field] as number[];
  }

  /** A camp's tactic hand for a theatre in the combat, to write. */
  tactics(camp: Camp, theatre: number): number[] {
    const combat = this.combat();
    const copied = this.combatCopied as Set<string>;
    const key = `tactics${camp * 2 + theatre}`;
    if (!copied.has(key)) {
      if (!copied.has('tactics')) {
        copied.add('tactics');
        combat.tactics = combat.tactics.slice();
      }
      copied.add(key);
      (combat.tactics as number[][])[camp * 2 + theatre] = (combat.tactics[camp * 2 + theatre] as number[]).slice();
    }
    return combat.tactics[camp * 2 + theatre] as number[];
  }

  tally(camp: Camp, destroyed: number, health: number): void {
    const combat = this.combat();
    const copied = this.combatCopied as Set<string>;
    if (!copied.has('destroyed')) {
      copied.add('destroyed');
      combat.destroyed = [combat.destroyed[0], combat.destroyed[1]];
      combat.heaviest = [combat.heaviest[0], combat.heaviest[1]];
    }
    const destroyedNow = combat.destroyed as unknown as number[];
    const heaviest = combat.heaviest as unknown as number[];
    destroyedNow[camp] = (destroyedNow[camp] as number) + destroyed;
    if (destroyed > 0 && health > (heaviest[camp] as number)) heaviest[camp] = health;
  }

  /** Emits an event when anyone listens; `to` limits it to one camp. */
  event(key: string, params: Params, to?: Camp, reveal?: boolean): void {
    if (!this.loud) return;
    const event: GameEvent = to === undefined ? { key, params } : { key, params, to: [this.fixed.sides[to]] };
    this.emit(reveal ? { ...event, reveal: true } : event);
  }
}
