/**
 * What a terrain kind, an edge state or a token kind does under the scenario's rules, in one short
 * line for the palette ("On foot 4 · Mounted ✕ · strong cover · blocks sight"): house rules show
 * where the designer paints, as soon as they are made.
 */
import type { Language } from '../../../engine/i18n';
import { localized } from '../../../engine/scenario';
import type { EdgeKind, RulesetData, TerrainKind, TokenKind } from '../../../engine/scenario/types';

export type Say = (key: string, params?: Record<string, unknown>) => string;

function costs(moveCost: TerrainKind['moveCost'], ruleset: RulesetData, language: Language): string[] {
  if (moveCost === undefined) return [];
  const modes = Object.keys(ruleset.movementModes ?? moveCost);
  return modes.map((mode) => {
    const name = localized(ruleset.movementModes?.[mode]?.name, language, mode);
    const cost = Object.hasOwn(moveCost, mode) ? moveCost[mode] : null;
    return `${name} ${cost === null || cost === undefined ? '✕' : cost}`;
  });
}

/** A cover level in words ("strong cover", « couverture forte »); a level of the ruleset's own naming keeps its id. */
function cover(level: string | undefined, say: Say): string[] {
  return level === undefined || level === 'none' ? [] : [say('palette.rules.cover', { cover: say(`palette.cover.${level}`, { defaultValue: level }) })];
}

function sight(lineOfSight: string | undefined, say: Say): string[] {
  return lineOfSight === undefined || lineOfSight === 'clear' ? [] : [say(`palette.rules.sight.${lineOfSight}`)];
}

export function terrainRules(kind: TerrainKind, ruleset: RulesetData, say: Say, language: Language): string {
  return [
    ...costs(kind.moveCost, ruleset, language),
    ...cover(kind.cover, say),
    ...sight(kind.lineOfSight, say),
    ...(kind.combat ? [say('palette.rules.combat', { value: kind.combat > 0 ? `+${kind.combat}` : String(kind.combat) })] : []),
    ...(kind.elevation ? [say('palette.rules.elevation', { value: kind.elevation })] : []),
  ].join(' · ');
}

export function edgeStateRules(state: EdgeKind['states'][string], say: Say): string {
  return [
    state.passable ? say('palette.rules.crossed', { cost: state.moveCost ? `+${state.moveCost}` : '+0' }) : say('palette.rules.notCrossed'),
    ...cover(state.cover, say),
    ...sight(state.lineOfSight, say),
  ].join(' · ');
}

export function tokenRules(kind: TokenKind, ruleset: RulesetData, say: Say, language: Language): string {
  return [...costs(kind.moveCost, ruleset, language), ...sight(kind.lineOfSight, say)].join(' · ');
}
