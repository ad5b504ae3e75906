/**
 * Checks of ruleset data: the schema, then references inside the data (a terrain's cover level,
 * an edge kind's default state, a tile's terrain kinds...) that a schema cannot express.
 */
import { validateRuleset } from './generated/validators.js';
import { childPointer } from './json-pointer';
import { listForMessage, own, ownKeys } from './lookup';
import { error, warning, type Problem } from './problems';
import { problemsFromSchemaErrors } from './schema-errors';
import { abilityId } from './abilities';
import type { AbilityRef, ConstantDoc, RulesetData } from './types';

export function checkRulesetSchema(data: unknown, pointerPrefix = ''): Problem[] {
  if (validateRuleset(data)) return [];
  return problemsFromSchemaErrors(validateRuleset.errors ?? [], pointerPrefix);
}

function refCheck(
  problems: Problem[],
  pointer: string,
  what: string,
  id: string | undefined,
  known: Readonly<Record<string, unknown>> | readonly string[] | undefined,
): void {
  if (id === undefined) return;
  const found = Array.isArray(known) ? known.includes(id) : own(known as Readonly<Record<string, unknown>> | undefined, id) !== undefined;
  if (!found) {
    const names = Array.isArray(known) ? known : ownKeys(known as Readonly<Record<string, unknown>> | undefined);
    problems.push(error(pointer, `problem.ruleset.unknown.${what}`, { id, known: listForMessage(names) || '—' }));
  }
}

/**
 * An ability reference: the ability must be in the catalogue, and one that takes a number X
 * (`valued`) must be given it. The pointer of a bare id is the id itself.
 */
function abilityCheck(problems: Problem[], pointer: string, ref: AbilityRef, ruleset: RulesetData): void {
  const id = abilityId(ref);
  const at = typeof ref === 'string' ? pointer : childPointer(pointer, 'id');
  refCheck(problems, at, 'ability', id, ruleset.abilities ?? {});
  const entry = own(ruleset.abilities, id);
  if (entry?.valued && (typeof ref === 'string' || ref.value === undefined)) {
    problems.push(error(pointer, 'problem.ruleset.abilityValueMissing', { id }));
  }
}

/** References inside the ruleset data; pointers are relative to the ruleset document. */
export function checkRulesetReferences(ruleset: RulesetData, at = ''): Problem[] {
  const problems: Problem[] = [];
  const p = (...tokens: (string | number)[]) => childPointer(at, ...tokens);
  const modes = ruleset.movementModes;
  const checkMoveCost = (costs: Readonly<Record<string, unknown>> | undefined, ...tokens: (string | number)[]) => {
    for (const mode of ownKeys(costs)) refCheck(problems, p(...tokens, mode), 'movementMode', mode, modes);
  };

  refCheck(problems, p('board', 'defaultTerrain'), 'terrain', ruleset.board.defaultTerrain, ruleset.terrain);
  for (const [id, kind] of Object.entries(ruleset.terrain)) {
    refCheck(problems, p('terrain', id, 'cover'), 'coverLevel', kind.cover, ruleset.coverLevels ?? []);
    checkMoveCost(kind.moveCost, 'terrain', id, 'moveCost');
  }
  for (const [id, kind] of Object.entries(ruleset.edges ?? {})) {
    refCheck(problems, p('edges', id, 'defaultState'), 'edgeState', kind.defaultState, kind.states);
    for (const [stateId, state] of Object.entries(kind.states)) {
      refCheck(problems, p('edges', id, 'states', stateId, 'cover'), 'coverLevel', state.cover, ruleset.coverLevels ?? []);
    }
  }
  for (const [id, kind] of Object.entries(ruleset.tokens ?? {})) {
    refCheck(problems, p('tokens', id, 'defaultState'), 'tokenState', kind.defaultState, kind.states ?? {});
    checkMoveCost(kind.moveCost, 'tokens', id, 'moveCost');
  }
  for (const [id, profile] of Object.entries(ruleset.unitProfiles ?? {})) {
    refCheck(problems, p('unitProfiles', id, 'faction'), 'faction', profile.faction, ruleset.factions ?? {});
    refCheck(problems, p('unitProfiles', id, 'movementMode'), 'movementMode', profile.movementMode, modes ?? {});
    for (const resource of ownKeys(profile.cost)) {
      if (resource !== 'points') refCheck(problems, p('unitProfiles', id, 'cost', resource), 'resource', resource, ruleset.resources ?? {});
    }
    for (const stat of ownKeys(profile.stats)) refCheck(problems, p('unitProfiles', id, 'stats', stat), 'stat', stat, ruleset.stats ?? {});
    (profile.abilities ?? []).forEach((ability, i) => abilityCheck(problems, p('unitProfiles', id, 'abilities', i), ability, ruleset));
    (profile.weapons ?? []).forEach((weapon, w) => {
      for (const armour of ownKeys(weapon.dice)) {
        refCheck(problems, p('unitProfiles', id, 'weapons', w, 'dice', armour), 'armourClass', armour, ruleset.armourClasses ?? {});
      }
      (weapon.abilities ?? []).forEach((ability, i) => abilityCheck(problems, p('unitProfiles', id, 'weapons', w, 'abilities', i), ability, ruleset));
    });
  }
  for (const [id, deck] of Object.entries(ruleset.decks ?? {})) {
    refCheck(problems, p('decks', id, 'faction'), 'faction', deck.faction, ruleset.factions ?? {});
    for (const [cardId, card] of Object.entries(deck.cards)) {
      for (const value of ownKeys(card.values)) refCheck(problems, p('decks', id, 'cards', cardId, 'values', value), 'cardValue', value, deck.values ?? []);
      refCheck(problems, p('decks', id, 'cards', cardId, 'leader'), 'profile', card.leader, ruleset.unitProfiles ?? {});
    }
  }
  for (const [id, table] of Object.entries(ruleset.tables ?? {})) {
    table.rows.forEach((row, r) => {
      if (row.results.length !== table.columns.length) {
        problems.push(error(p('tables', id, 'rows', r, 'results'), 'problem.ruleset.tableRowLength', { found: row.results.length, expected: table.columns.length }));
      }
      row.results.forEach((code, c) => {
        if (code !== '' && !/^[0-9]+([.-][0-9]+)?$/.test(code) && table.legend && own(table.legend, code) === undefined) {
          problems.push(warning(p('tables', id, 'rows', r, 'results', c), 'problem.ruleset.tableCodeUnexplained', { code }));
        }
      });
    });
  }
  for (const [id, tile] of Object.entries(ruleset.tiles ?? {})) {
    refCheck(problems, p('tiles', id, 'defaultTerrain'), 'terrain', tile.defaultTerrain, ruleset.terrain);
    const inside = (col: number, row: number) => col < tile.columns && row < tile.rows;
    (tile.terrain ?? []).forEach((patch, t) => {
      refCheck(problems, p('tiles', id, 'terrain', t, 'kind'), 'terrain', patch.kind, ruleset.terrain);
      patch.cells.forEach((cell, c) => {
        if (!inside(cell.col, cell.row)) problems.push(error(p('tiles', id, 'terrain', t, 'cells', c), 'problem.ruleset.tileCellOutside', { col: cell.col, row: cell.row, columns: tile.columns, rows: tile.rows }));
      });
    });
    (tile.edges ?? []).forEach((edge, e) => {
      refCheck(problems, p('tiles', id, 'edges', e, 'kind'), 'edge', edge.kind, ruleset.edges ?? {});
      const kind = own(ruleset.edges, edge.kind);
      if (kind) refCheck(problems, p('tiles', id, 'edges', e, 'state'), 'edgeState', edge.state, kind.states);
      if (!inside(edge.col, edge.row)) problems.push(error(p('tiles', id, 'edges', e), 'problem.ruleset.tileCellOutside', { col: edge.col, row: edge.row, columns: tile.columns, rows: tile.rows }));
    });
    (tile.tokens ?? []).forEach((token, k) => {
      refCheck(problems, p('tiles', id, 'tokens', k, 'kind'), 'token', token.kind, ruleset.tokens ?? {});
      const kind = own(ruleset.tokens, token.kind);
      if (kind) refCheck(problems, p('tiles', id, 'tokens', k, 'state'), 'tokenState', token.state, kind.states ?? {});
      if (!inside(token.col, token.row)) problems.push(error(p('tiles', id, 'tokens', k), 'problem.ruleset.tileCellOutside', { col: token.col, row: token.row, columns: tile.columns, rows: tile.rows }));
    });
  }
  for (const [id, track] of Object.entries(ruleset.tracks ?? {})) {
    if (track.min > track.max) problems.push(error(p('tracks', id), 'problem.ruleset.trackBounds', { min: track.min, max: track.max }));
  }
  const phaseIds = new Set<string>();
  (ruleset.turn?.phases ?? []).forEach((phase, i) => {
    if (phaseIds.has(phase.id)) problems.push(error(p('turn', 'phases', i, 'id'), 'problem.ruleset.duplicatePhase', { id: phase.id }));
    phaseIds.add(phase.id);
  });
  for (const kind of ownKeys(ruleset.constraints?.tokens)) refCheck(problems, p('constraints', 'tokens', kind), 'token', kind, ruleset.tokens ?? {});
  (ruleset.look?.counter?.back?.profiles ?? []).forEach((profile, i) => refCheck(problems, p('look', 'counter', 'back', 'profiles', i), 'profile', profile, ruleset.unitProfiles ?? {}));
  const sides = ruleset.constraints?.sides;
  if (sides && sides.min > sides.max) problems.push(error(p('constraints', 'sides'), 'problem.ruleset.boundsReversed', { min: sides.min, max: sides.max }));
  for (const [id, doc] of Object.entries(ruleset.constantDocs ?? {})) {
    const value = own(ruleset.constants, id);
    if (value !== undefined) problems.push(...constantProblems(p('constants', id), id, value, doc));
  }
  return problems;
}

/** A constant's value against its documentation: a number in its bounds, a whole number, one of the listed texts. */
export function constantProblems(pointer: string, id: string, value: number | string | boolean, doc: ConstantDoc): Problem[] {
  const numeric = doc.min !== undefined || doc.max !== undefined || doc.integer === true || typeof doc.default === 'number';
  const expected = numeric ? 'number' : doc.values ? 'string' : typeof doc.default;
  if (expected !== 'undefined' && typeof value !== expected) return [error(pointer, `problem.constant.type.${expected}`, { id, value: String(value) })];
  if (typeof value === 'number') {
    if (doc.integer && !Number.isInteger(value)) return [error(pointer, 'problem.constant.integer', { id, value })];
    if ((doc.min !== undefined && value < doc.min) || (doc.max !== undefined && value > doc.max)) {
      return [error(pointer, 'problem.constant.range', { id, value, min: doc.min ?? '—', max: doc.max ?? '—' })];
    }
  }
  if (typeof value === 'string' && doc.values && !doc.values.includes(value)) return [error(pointer, 'problem.constant.value', { id, value, known: listForMessage(doc.values) })];
  return [];
}

/** Schema then references; references are only checked on data that passed the schema. */
export function checkRuleset(data: unknown, pointerPrefix = ''): Problem[] {
  const schemaProblems = checkRulesetSchema(data, pointerPrefix);
  if (schemaProblems.length > 0) return schemaProblems;
  return checkRulesetReferences(data as RulesetData, pointerPrefix);
}
