/** Semantic checks of sides, units, setup, turns and victory conditions. */
import { listForMessage, own, ownKeys } from './lookup';
import { locationOf, type SemanticContext } from './semantic-context';
import { expandTiles, terrainOfCells } from './tiles';
import type { PlaceKind, Unit, UnitProfile } from './types';

const UNIT_PLACES: readonly PlaceKind[] = ['cell', 'point', 'area'];

/** Side ids are collected first: edges, zones and tokens refer to them. */
export function collectSides(ctx: SemanticContext): void {
  ctx.scenario.sides.forEach((side, i) => {
    ctx.defineId(`/sides/${i}`, side.id);
    ctx.sideIds.add(side.id);
    if (side.id === 'roll') ctx.error(`/sides/${i}/id`, 'problem.side.reservedId', { id: side.id });
  });
}

export function checkSides(ctx: SemanticContext): void {
  const { scenario, ruleset } = ctx;
  const bounds = ruleset?.constraints?.sides;
  if (bounds && (scenario.sides.length < bounds.min || scenario.sides.length > bounds.max)) {
    ctx.error('/sides', 'problem.side.count', { count: scenario.sides.length, min: bounds.min, max: bounds.max });
  }
  const colours = new Map<string, string>();
  scenario.sides.forEach((side, i) => {
    const pointer = `/sides/${i}`;
    ctx.rulesetRef(`${pointer}/faction`, 'faction', side.faction, ruleset?.factions);
    const colour = side.colour.toLowerCase();
    const other = colours.get(colour);
    if (other !== undefined) ctx.warning(`${pointer}/colour`, 'problem.side.sameColour', { side: side.id, other });
    else colours.set(colour, side.id);
    for (const resource of ownKeys(side.resources)) {
      ctx.rulesetRef(`${pointer}/resources/${resource}`, 'resource', resource, ruleset?.resources);
    }
    (side.cards ?? []).forEach((hand, c) => {
      if (!ctx.rulesetRef(`${pointer}/cards/${c}/deck`, 'deck', hand.deck, ruleset?.decks)) return;
      const deck = own(ruleset?.decks, hand.deck);
      if (!deck) return;
      (hand.take ?? []).forEach((card, k) => ctx.rulesetRef(`${pointer}/cards/${c}/take/${k}`, 'card', card, deck.cards));
      const size = Object.values(deck.cards).reduce((sum, card) => sum + card.count, 0);
      if ((hand.draw ?? 0) + (hand.take?.length ?? 0) > size) {
        ctx.warning(`${pointer}/cards/${c}`, 'problem.side.drawTooMany', { deck: hand.deck, count: (hand.draw ?? 0) + (hand.take?.length ?? 0), size });
      }
    });
  });
  checkUnits(ctx);
  checkDeploymentZones(ctx);
  checkUnitsInZones(ctx);
  checkUnitsOnPassableTerrain(ctx);
}

/**
 * A unit placed on a cell whose terrain its way of moving cannot enter (a rider in the moat) is a
 * problem: the terrain of the cell as the board is painted (tiles, then painted cells, then the
 * board's default), read against the unit's movement mode.
 */
function checkUnitsOnPassableTerrain(ctx: SemanticContext): void {
  const ruleset = ctx.ruleset;
  const board = ctx.cellBoard;
  if (!ruleset || !board) return;
  // Worked out once, and only when a unit stands on the board with a way of moving.
  let kinds: string[] | null = null;
  const kindAt = (index: number): string => (kinds ??= terrainOfCells(ctx.scenario, board.kernel, ruleset))[index] as string;
  ctx.scenario.sides.forEach((side, s) => {
    (side.units ?? []).forEach((unit, u) => {
      if (!unit.at || !('col' in unit.at) || unit.reserve || !board.kernel.contains(unit.at)) return;
      const mode = unit.profile === undefined ? undefined : own(ruleset.unitProfiles, unit.profile)?.movementMode;
      if (mode === undefined) return;
      const kind = kindAt(board.kernel.indexOf(unit.at));
      const costs = own(ruleset.terrain, kind)?.moveCost;
      if (!costs || !Object.hasOwn(costs, mode) || costs[mode] !== null) return;
      ctx.warning(`/sides/${s}/units/${u}/at`, 'problem.unit.impassableTerrain', { unit: unit.id, at: ctx.cellLabel(unit.at), terrain: kind, mode }, locationOf(unit.at));
    });
  });
}

/**
 * Where the ruleset says units start in their zone, a unit placed on the board outside every
 * deployment or start zone of its side is a problem (a unit deployed into a zone later, or held in
 * reserve, is not placed yet).
 */
function checkUnitsInZones(ctx: SemanticContext): void {
  if (!ctx.ruleset?.constraints?.unitsStartInZone) return;
  const zones = ctx.scenario.board.zones ?? [];
  ctx.scenario.sides.forEach((side, s) => {
    const own = zones.filter((zone) => zone.side === side.id && (zone.purpose === 'deployment' || zone.purpose === 'start'));
    if (own.length === 0) return;
    (side.units ?? []).forEach((unit, u) => {
      if (!unit.at || unit.reserve) return;
      const at = unit.at as unknown as Readonly<Record<string, unknown>>;
      if (own.some((zone) => ctx.zoneHolds.get(zone.id)?.(at))) return;
      const location = locationOf(unit.at);
      // A point's numbers and an area's id are put in words with the message (problem-words.ts).
      const where: Record<string, string | number> = 'col' in unit.at ? { at: ctx.cellLabel(unit.at) } : 'area' in unit.at ? { at: unit.at.area, area: unit.at.area } : { at: `${unit.at.x}, ${unit.at.y}`, x: unit.at.x, y: unit.at.y };
      ctx.warning(`/sides/${s}/units/${u}/at`, 'problem.unit.outsideZone', { unit: unit.id, ...where, side: side.id, zones: listForMessage(own.map((zone) => zone.id)) }, location);
    });
  });
}

function profilesOf(unit: Unit): string[] {
  return unit.profile !== undefined ? [unit.profile] : (unit.models ?? []).map((model) => model.profile);
}

function checkUnits(ctx: SemanticContext): void {
  const { scenario, ruleset } = ctx;
  const stacking = ruleset?.constraints?.stacking;
  const modelsPerUnit = ruleset?.constraints?.modelsPerUnit;
  const board = ctx.cellBoard;
  // Load per cell (and per side when the limit is per side): "<cellIndex>" or "<cellIndex>|<side>".
  const load = new Map<string, number>();
  const fielded = new Map<string, number>();
  const unitsPerSide = ruleset?.constraints?.unitsPerSide;
  scenario.sides.forEach((side, s) => {
    if (unitsPerSide) {
      // A plug rides on its unit: it is not one of the side's units. A homebrew mission may field more: it plays, with a warning.
      const units = (side.units ?? []).reduce((sum, unit) => sum + (unit.count ?? 1), 0);
      if (unitsPerSide.max !== undefined && units > unitsPerSide.max) ctx.warning(`/sides/${s}/units`, 'problem.side.tooManyUnits', { side: side.id, count: units, max: unitsPerSide.max, extra: units - unitsPerSide.max });
      if (unitsPerSide.min !== undefined && units < unitsPerSide.min) ctx.warning(`/sides/${s}/units`, 'problem.side.tooFewUnits', { side: side.id, count: units, min: unitsPerSide.min });
    }
    (side.units ?? []).forEach((unit, u) => {
      const pointer = `/sides/${s}/units/${u}`;
      ctx.defineId(pointer, unit.id);
      const count = unit.count ?? 1;
      const location = locationOf(unit.at);
      let profile: UnitProfile | undefined;
      if (unit.profile !== undefined) {
        if (ctx.rulesetRef(`${pointer}/profile`, 'profile', unit.profile, ruleset?.unitProfiles, location)) profile = own(ruleset?.unitProfiles, unit.profile);
      } else {
        (unit.models ?? []).forEach((model, m) => ctx.rulesetRef(`${pointer}/models/${m}/profile`, 'profile', model.profile, ruleset?.unitProfiles, location));
        const models = (unit.models ?? []).reduce((sum, model) => sum + model.count, 0);
        if (modelsPerUnit && ((modelsPerUnit.min !== undefined && models < modelsPerUnit.min) || (modelsPerUnit.max !== undefined && models > modelsPerUnit.max))) {
          ctx.error(`${pointer}/models`, 'problem.unit.modelCount', { count: models, min: modelsPerUnit.min ?? 1, max: modelsPerUnit.max ?? models }, location);
        }
      }
      for (const profileId of profilesOf(unit)) {
        const found = own(ruleset?.unitProfiles, profileId);
        if (found?.faction !== undefined && side.faction !== undefined && found.faction !== side.faction) {
          ctx.warning(pointer, 'problem.unit.otherFaction', { unit: unit.id, profile: profileId, faction: found.faction, side: side.id }, location);
        }
        const models = unit.models?.find((model) => model.profile === profileId)?.count ?? 1;
        fielded.set(`${side.id}|${profileId}`, (fielded.get(`${side.id}|${profileId}`) ?? 0) + count * models);
      }
      if (profile?.hero && count > 1) ctx.warning(`${pointer}/count`, 'problem.unit.heroCount', { profile: unit.profile ?? '' });
      (unit.plugs ?? []).forEach((plug, p) => {
        if (!ctx.rulesetRef(`${pointer}/plugs/${p}`, 'profile', plug, ruleset?.unitProfiles)) return;
        const plugProfile = own(ruleset?.unitProfiles, plug);
        if (plugProfile && !plugProfile.plug) ctx.error(`${pointer}/plugs/${p}`, 'problem.unit.notAPlug', { profile: plug });
      });
      if (profile && unit.plugs && unit.plugs.length > (profile.sockets ?? 0)) {
        const sockets = profile.sockets ?? 0;
        ctx.error(`${pointer}/plugs`, sockets === 0 ? 'problem.unit.noSockets' : 'problem.unit.tooManyPlugs', { count: sockets, plugs: unit.plugs.length });
      }
      if (unit.deployIn !== undefined && ctx.scenarioRef(`${pointer}/deployIn`, 'zone', unit.deployIn, ctx.zoneIds)) {
        const zone = ctx.zoneIds.get(unit.deployIn);
        if (zone?.side !== undefined && zone.side !== side.id) ctx.warning(`${pointer}/deployIn`, 'problem.unit.enemyZone', { zone: unit.deployIn, side: zone.side });
      }
      if (unit.at) {
        const index = ctx.position(`${pointer}/at`, unit.at as unknown as Record<string, unknown>, UNIT_PLACES);
        if (index >= 0 && stacking && board) {
          const key = stacking.scope === 'side' ? `${index}|${side.id}` : String(index);
          const size = stacking.count === 'size' ? (profile?.size ?? 1) * count : count;
          const total = (load.get(key) ?? 0) + size;
          load.set(key, total);
          if (total > stacking.limit) {
            const cell = board.kernel.cellAt(index);
            ctx.error(`${pointer}/at`, 'problem.unit.stacking', { cell: board.kernel.label(cell), count: total, limit: stacking.limit }, { cell });
          }
        }
      }
    });
  });
  for (const [key, count] of fielded) {
    const [sideId, profileId] = key.split('|') as [string, string];
    const supply = own(ruleset?.unitProfiles, profileId)?.supply;
    if (supply !== undefined && count > supply) {
      const s = scenario.sides.findIndex((side) => side.id === sideId);
      ctx.warning(`/sides/${s}/units`, 'problem.supply.units', { profile: profileId, count, supply });
    }
  }
}

function checkDeploymentZones(ctx: SemanticContext): void {
  if (!ctx.ruleset?.constraints?.deploymentZonePerSide) return;
  const sidesWithZone = new Set<string>();
  for (const zone of ctx.zoneIds.values()) {
    if (zone.side !== undefined && (zone.purpose === 'deployment' || zone.purpose === 'start')) sidesWithZone.add(zone.side);
  }
  ctx.scenario.sides.forEach((side, i) => {
    if (!sidesWithZone.has(side.id)) ctx.error(`/sides/${i}`, 'problem.side.noDeploymentZone', { side: side.id, ruleset: ctx.ruleset?.id ?? '' });
  });
}

export function checkSetupAndTurns(ctx: SemanticContext): void {
  const { scenario, ruleset } = ctx;
  for (const [trackId, value] of Object.entries(scenario.setup?.tracks ?? {})) {
    const pointer = `/setup/tracks/${trackId}`;
    if (!ctx.rulesetRef(pointer, 'track', trackId, ruleset?.tracks)) continue;
    const track = own(ruleset?.tracks, trackId);
    if (track && (value < track.min || value > track.max)) ctx.error(pointer, 'problem.setup.trackRange', { track: trackId, value, min: track.min, max: track.max });
  }
  (scenario.setup?.specialRules ?? []).forEach((rule, i) => ctx.defineId(`/setup/specialRules/${i}`, rule.id));
  const turns = scenario.turns;
  if (!turns) return;
  if (turns.first !== undefined && turns.first !== 'roll') ctx.scenarioRef('/turns/first', 'side', turns.first, ctx.sideIds);
  const phases = ruleset?.turn?.phases.map((phase) => phase.id);
  const seen = new Set<string>();
  (turns.phases ?? []).forEach((phase, i) => {
    if (phases && !phases.includes(phase)) ctx.error(`/turns/phases/${i}`, 'problem.ref.unknown.phase', { id: phase, known: listForMessage(phases) });
    if (seen.has(phase)) ctx.error(`/turns/phases/${i}`, 'problem.turns.duplicatePhase', { id: phase });
    seen.add(phase);
  });
}

export function checkVictory(ctx: SemanticContext): void {
  const { scenario, ruleset } = ctx;
  const conditions = scenario.victory ?? [];
  const winners = new Set<string>();
  // The token kinds on the board, its own and those its tiles print, found once if a condition asks.
  let laid: Set<string> | null = null;
  const laidKinds = () => (laid ??= new Set([...(scenario.board.tokens ?? []).map((token) => token.kind), ...expandTiles(scenario.board.tiles ?? [], ruleset?.tiles ?? {}).tokens.map((token) => token.kind)]));
  conditions.forEach((condition, i) => {
    const pointer = `/victory/${i}`;
    ctx.defineId(pointer, condition.id);
    if (ctx.scenarioRef(`${pointer}/side`, 'side', condition.side, ctx.sideIds)) winners.add(condition.side);
    switch (condition.type) {
      case 'hold-zones':
        condition.zones.forEach((zone, z) => {
          ctx.scenarioRef(`${pointer}/zones/${z}`, 'zone', zone, ctx.zoneIds);
          // Its own deployment zone: a side that wins by standing where it starts wins without playing.
          const held = scenario.board.zones?.find((candidate) => candidate.id === zone);
          if (held && held.side === condition.side && (held.purpose === 'deployment' || held.purpose === 'start')) ctx.warning(`${pointer}/zones/${z}`, 'problem.victory.holdOwnStart', { side: condition.side, zone });
        });
        break;
      case 'occupy-token':
        ctx.scenarioRef(`${pointer}/token`, 'tokenId', condition.token, ctx.tokenIds);
        break;
      case 'survive':
        if (scenario.turns?.limit !== undefined && condition.turns > scenario.turns.limit) {
          ctx.warning(`${pointer}/turns`, 'problem.victory.beyondLimit', { turns: condition.turns, limit: scenario.turns.limit });
        } else if (scenario.turns?.limit !== undefined && condition.turns < scenario.turns.limit) {
          ctx.warning(`${pointer}/turns`, 'problem.victory.shortOfLimit', { turns: condition.turns, limit: scenario.turns.limit });
        }
        break;
      case 'eliminate':
        (condition.targets ?? []).forEach((target, t) => {
          ctx.scenarioRef(`${pointer}/targets/${t}`, 'side', target, ctx.sideIds);
          if (target === condition.side) ctx.warning(`${pointer}/targets/${t}`, 'problem.victory.selfTarget', { side: target });
        });
        break;
      case 'victory-points':
        condition.scoring.forEach((rule, r) => {
          ctx.rulesetRef(`${pointer}/scoring/${r}/tokenKind`, 'tokenKind', rule.tokenKind, ruleset?.tokens);
          // Points for objectives of a kind the board has none of: they are never scored.
          const objective = rule.event === 'objective-captured' || rule.event === 'objective-controlled';
          if (objective && rule.tokenKind !== undefined && own(ruleset?.tokens, rule.tokenKind) && !laidKinds().has(rule.tokenKind)) {
            ctx.warning(`${pointer}/scoring/${r}/tokenKind`, 'problem.victory.noScoringToken', { kind: rule.tokenKind });
          }
        });
        break;
      case 'tracks-meet':
        condition.tracks.forEach((track, t) => ctx.rulesetRef(`${pointer}/tracks/${t}`, 'track', track, ruleset?.tracks));
        break;
      case 'custom':
        break;
    }
  });
  if (conditions.length === 0) {
    ctx.warning('', 'problem.victory.none');
    return;
  }
  scenario.sides.forEach((side, i) => {
    if (!winners.has(side.id)) ctx.warning(`/sides/${i}`, 'problem.victory.sideWithout', { side: side.id });
  });
}
