/** Tokens: traps, bombs, objectives, minefields ... of the ruleset's token kinds, placed, moved, shown or hidden. */
import type { LocalizedText, Scenario, Token, TokenKind, TokenPosition } from '../../../engine/scenario/types';
import { own } from '../../../engine/scenario/lookup';
import { rulesetOf } from './context';
import { freshId, idsInUse } from './ids';
import { cleanPosition, placeRefusal } from './places';
import { accept, refuse, type EditResult } from './result';
import { assign, removeAt, replaceAt, withBoardList } from './tree';

const ALL_PLACES = ['cell', 'point', 'area', 'zone'] as const;

export interface TokenProperties {
  readonly hidden?: boolean;
  /** A side id; null takes the owner away. */
  readonly owner?: string | null;
  /** One of the kind's states; null goes back to the default state. */
  readonly state?: string | null;
  readonly label?: LocalizedText | null;
  readonly count?: number;
}

function tokenKindOf(scenario: Scenario, kind: string): TokenKind | EditResult {
  const ruleset = rulesetOf(scenario);
  if (!ruleset) return refuse('edit.ruleset.unknown', { id: scenario.ruleset.id });
  const kinds = ruleset.tokens ?? {};
  return Object.hasOwn(kinds, kind) ? (kinds[kind] as TokenKind) : refuse('edit.token.unknownKind', { kind });
}

function propertiesRefusal(scenario: Scenario, kindId: string, kind: TokenKind, props: TokenProperties): EditResult | null {
  if (props.owner && !scenario.sides.some((side) => side.id === props.owner)) return refuse('edit.side.unknown', { id: props.owner });
  if (props.state && !Object.hasOwn(kind.states ?? {}, props.state)) return refuse('edit.token.badState', { state: props.state, kind: kindId });
  if (props.count !== undefined && (!Number.isInteger(props.count) || props.count < 1 || props.count > 1000)) return refuse('edit.token.badCount', { count: props.count });
  if (typeof props.label === 'string' && (props.label.trim() === '' || props.label.length > 4000)) return refuse('edit.text.length', { max: 4000 });
  return null;
}

/** Whether a token is hidden from the opponents: its own flag, else its kind's default. The one answer the palette, the inspector, the board and the game share. */
export function isTokenHidden(token: Pick<Token, 'hidden'>, kind: Pick<TokenKind, 'hiddenByDefault'> | undefined): boolean {
  return token.hidden ?? kind?.hiddenByDefault ?? false;
}

/** The token with its properties changed; hidden is written down whenever it is true, and when it is false against its kind's default. */
function withProperties(token: Token, kind: TokenKind, props: TokenProperties): Token {
  return assign(token, {
    ...(props.hidden !== undefined ? { hidden: props.hidden ? true : kind.hiddenByDefault ? false : undefined } : {}),
    ...(props.owner !== undefined ? { owner: props.owner ?? undefined } : {}),
    ...(props.state !== undefined ? { state: props.state ?? undefined } : {}),
    ...(props.label !== undefined ? { label: props.label ?? undefined } : {}),
    ...(props.count !== undefined ? { count: props.count === 1 ? undefined : props.count } : {}),
  });
}

export function placeToken(scenario: Scenario, params: { readonly kind: string; readonly at: TokenPosition } & TokenProperties): EditResult {
  const kind = tokenKindOf(scenario, params.kind);
  if ('ok' in kind) return kind;
  const where = placeRefusal(scenario, params.at, kind.placeOn);
  if (where) return refuse(where.key, where.params);
  const problem = propertiesRefusal(scenario, params.kind, kind, params);
  if (problem) return problem;
  const tokens = scenario.board.tokens ?? [];
  const max = own(rulesetOf(scenario)?.constraints?.tokens, params.kind)?.max;
  const placed = tokens.reduce((sum, token) => sum + (token.kind === params.kind ? (token.count ?? 1) : 0), 0);
  if (max !== undefined && placed + (params.count ?? 1) > max) return refuse('edit.token.tooMany', { kind: params.kind, max, count: max });
  const id = freshId(idsInUse(scenario), params.kind);
  const token = withProperties({ id, kind: params.kind, at: cleanPosition(params.at) }, kind, { hidden: kind.hiddenByDefault ?? false, ...params });
  return accept(withBoardList(scenario, 'tokens', [...tokens, token]), id);
}

function tokenIndex(scenario: Scenario, id: string): number {
  return (scenario.board.tokens ?? []).findIndex((token) => token.id === id);
}

export function moveToken(scenario: Scenario, params: { readonly id: string; readonly at: TokenPosition }): EditResult {
  const tokens = scenario.board.tokens ?? [];
  const index = tokenIndex(scenario, params.id);
  const token = tokens[index];
  if (!token) return refuse('edit.token.unknown', { id: params.id });
  const kind = own(rulesetOf(scenario)?.tokens, token.kind);
  const where = placeRefusal(scenario, params.at, kind?.placeOn ?? ALL_PLACES);
  if (where) return refuse(where.key, where.params);
  const at = cleanPosition(params.at);
  if (JSON.stringify(at) === JSON.stringify(token.at)) return accept(scenario);
  return accept(withBoardList(scenario, 'tokens', replaceAt(tokens, index, { ...token, at })));
}

export function setTokenProperties(scenario: Scenario, params: { readonly id: string } & TokenProperties): EditResult {
  const tokens = scenario.board.tokens ?? [];
  const index = tokenIndex(scenario, params.id);
  const token = tokens[index];
  if (!token) return refuse('edit.token.unknown', { id: params.id });
  const kind = tokenKindOf(scenario, token.kind);
  if ('ok' in kind) return kind;
  const problem = propertiesRefusal(scenario, token.kind, kind, params);
  if (problem) return problem;
  const next = withProperties(token, kind, params);
  if (JSON.stringify(next) === JSON.stringify(token)) return accept(scenario);
  return accept(withBoardList(scenario, 'tokens', replaceAt(tokens, index, next)));
}

export function removeToken(scenario: Scenario, params: { readonly id: string }): EditResult {
  const tokens = scenario.board.tokens ?? [];
  const index = tokenIndex(scenario, params.id);
  const token = tokens[index];
  if (!token) return refuse('edit.token.unknown', { id: params.id });
  // The ruleset's minimum (R6: two bombs) holds: a required token can be moved, not taken away.
  const min = own(rulesetOf(scenario)?.constraints?.tokens, token.kind)?.min;
  const left = tokens.reduce((sum, t) => sum + (t.kind === token.kind && t !== token ? (t.count ?? 1) : 0), 0);
  if (min !== undefined && left < min) return refuse('edit.token.required', { kind: token.kind, min });
  const condition = (scenario.victory ?? []).find((row) => row.type === 'occupy-token' && row.token === params.id);
  if (condition) return refuse('edit.token.inUse', { id: params.id, by: condition.id });
  return accept(withBoardList(scenario, 'tokens', removeAt(tokens, index)));
}
