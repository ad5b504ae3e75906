/**
 * Stable ids for what an edit creates. Ids are unique across the whole scenario (the loader's
 * semantic pass reports duplicates), readable (`door-3`, `tile-5A-1`), and follow the schema's id
 * pattern; they never change once given, so references and undo snapshots stay valid.
 */
import type { Scenario } from '../../../engine/scenario/types';

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;
const MAX_ID_LENGTH = 64;

export function idsInUse(scenario: Scenario): Set<string> {
  const ids = new Set<string>();
  const board = scenario.board;
  for (const list of [board.tiles, board.terrain, board.areas, board.regions, board.edges, board.zones, board.tokens, scenario.victory, scenario.setup?.specialRules]) {
    for (const item of list ?? []) ids.add(item.id);
  }
  for (const side of scenario.sides) {
    ids.add(side.id);
    for (const unit of side.units ?? []) ids.add(unit.id);
  }
  return ids;
}

/** A lower-case id made of a free text ("Coruscant" -> "coruscant"); `fallback` when nothing usable is left. */
export function slug(text: string, fallback: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, MAX_ID_LENGTH - 8);
  return ID_PATTERN.test(base) ? base : fallback;
}

/**
 * The first free id `base-1`, `base-2` ... (or `base` itself when `bare` and free), added to `taken`
 * so several ids can be drawn for one edit.
 */
export function freshId(taken: Set<string>, base: string, bare = false): string {
  const stem = ID_PATTERN.test(base) ? base.slice(0, MAX_ID_LENGTH - 8) : 'item';
  let id = bare ? stem : `${stem}-1`;
  for (let n = 2; taken.has(id); n++) id = `${stem}-${n}`;
  taken.add(id);
  return id;
}
