/** The profiles a side's squads are made of: its faction's, and those of no faction (one's own). */
import type { RulesetData } from '../../../engine/scenario/types';

export function profilesOf(ruleset: RulesetData, faction: string | undefined): string[] {
  return Object.entries(ruleset.unitProfiles ?? {})
    .filter(([, profile]) => faction === undefined || profile.faction === undefined || profile.faction === faction)
    .map(([id]) => id);
}
