/** Walking a turn structure: setup phases once (turn 0), then the turn phases, turn after turn. */
import type { PhaseSpec, SideId, TurnStructure } from './types';

export interface PhaseCursor {
  readonly turn: number;
  readonly phase: PhaseSpec;
}

export function firstPhase(structure: TurnStructure): PhaseCursor {
  const setup = structure.setup[0];
  if (setup) return { turn: 0, phase: setup };
  return { turn: 1, phase: firstTurnPhase(structure) };
}

function firstTurnPhase(structure: TurnStructure): PhaseSpec {
  const phase = structure.turn[0];
  if (!phase) throw new Error('A turn structure needs at least one turn phase.');
  return phase;
}

/** The phase that follows `phaseId` in `turn` (turn 0 is setup). */
export function nextPhase(structure: TurnStructure, turn: number, phaseId: string): PhaseCursor {
  const list = turn === 0 ? structure.setup : structure.turn;
  let index = 0;
  while (index < list.length && (list[index] as PhaseSpec).id !== phaseId) index++;
  if (index === list.length) throw new Error(`Phase "${phaseId}" is not part of turn ${turn}.`);
  const following = list[index + 1];
  if (following) return { turn, phase: following };
  return { turn: turn + 1, phase: firstTurnPhase(structure) };
}

export function findPhase(structure: TurnStructure, turn: number, phaseId: string): PhaseSpec | undefined {
  return (turn === 0 ? structure.setup : structure.turn).find((phase) => phase.id === phaseId);
}

/**
 * Per-player sequences (Rivet Wars, SIEGE): every step of `steps` played by one side, then every
 * step by the next side. Phase ids become `<side>:<step>`.
 */
export function perSidePhases(sides: readonly SideId[], steps: readonly string[]): PhaseSpec[] {
  return sides.flatMap((side) => steps.map((step) => ({ id: `${side}:${step}`, actors: [side] })));
}
