/**
 * Which of a piece's continuous actions a drag means: let go over the base of a piece that one of
 * its templates targets (a charge at that unit), that one; anywhere else, its move.
 */
import type { PieceView } from '../../engine/rules/core/presenter';
import type { ActionTemplate } from '../../engine/rules/core/types';

/** How close to a base (in millimetres) a drop counts as on it. */
const NEAR_MM = 6;

/**
 * What a drag of the active unit means: a charge at the enemy unit whose base the pointer is let go
 * over (`dropped`: the model the person holds, wherever it stands in the unit), else a move.
 */
export function dragTemplate(templates: readonly ActionTemplate[], pieces: readonly PieceView[], active: string, dropped: { readonly x: number; readonly y: number }): ActionTemplate | null {
  for (const template of templates) {
    const target = template.domain.target;
    if (typeof target !== 'string') continue;
    const piece = pieces.find((candidate) => candidate.id === target);
    const over = piece?.bases?.some((base) => Math.hypot(base.x - dropped.x, base.y - dropped.y) <= base.radiusMm + NEAR_MM);
    if (over) return template;
  }
  return templates.find((template) => template.piece === active && template.domain.target === undefined) ?? null;
}
