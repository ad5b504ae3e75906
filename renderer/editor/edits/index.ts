/**
 * Editing commands: pure functions `(scenario, params) -> EditResult` over the scenario format,
 * free of React and the DOM. Each returns a new scenario sharing every untouched subtree with the
 * old one (so undo snapshots are cheap), the same scenario when nothing changed, or a refusal with
 * a message key. `commitEdit` records an accepted edit as one undo step.
 */
import { record, type History } from '../../document/history';
import type { EditResult, Refusal } from './result';

export { accept, refuse, type Edit, type EditResult, type Refusal } from './result';
export { rulesetOf, gameDataOf, boardOf, tileCoverage, type EditBoard } from './context';
export { setHouseRule, resetHouseRule, addHouseRuleEntry, removeHouseRuleEntry, playOnRuleset, houseRuleRefusal } from './houseRules';
export { idsInUse, freshId, slug } from './ids';
export { placeRefusal, cellRefusal, pointRefusal, placeKindOf } from './places';
export { paintTerrain, paintTerrainRectangle, floodFillTerrain, eraseTerrain, rectangleCells, terrainByCell } from './terrain';
export { placeEdgeFeatures, cycleEdgeFeature, removeEdgeFeatures, setEdgeFeature, nextEdgeState } from './edges';
export { placeToken, moveToken, setTokenProperties, removeToken, isTokenHidden, type TokenProperties } from './tokens';
export { placeUnit, moveUnit, setUnitFacing, setUnitFaceToward, setUnitProperties, setUnitPlugs, socketsOf, removeUnit } from './units';
export { addZone, addRoomZone, addCellsToZone, removeCellsFromZone, setZoneProperties, removeZone, type ZoneProperties } from './zones';
export { placeTile, moveTile, rotateTile, flipTile, removeTile } from './tiles';
export { resizeBoard } from './boardSize';
export { addTerrainPolygon, addZonePolygon, setTerrainPatch, movePolygon, rotatePolygon, resizePolygon, removeTerrainPatch, polygonCentre } from './polygons';
export { addArea, moveArea, renameArea, setAreaRegion, setAreaAllegiance, setAreaBuild, setAreaTerrain, removeArea, linkAreas, unlinkAreas, addRegion, setRegion, removeRegion } from './areas';
export { addSide, removeSide, setSideName, setSideColour, setSideResource } from './sides';
export { addSquad, setSquadModels, addProfile, applyArmyPreset, setArmyPoints } from './armies';
export { setKindArt, setBackgroundImage, placeBackground, type ArtKind } from './art';
export {
  setMeta,
  setTitle,
  setDescription,
  setTurnLimit,
  setStartTrack,
  setFirstSide,
  addVictoryCondition,
  updateVictoryCondition,
  removeVictoryCondition,
  moveVictoryCondition,
  type MetaChanges,
  type VictoryDraft,
} from './scenarioSettings';

export interface Commit<T> {
  readonly history: History<T>;
  /** Why nothing was recorded, when the edit was refused. */
  readonly refusal: Refusal | null;
}

/** Records an accepted edit as one undo step (none when it changed nothing); a refusal leaves the history as it was. */
export function commitEdit<T extends object>(history: History<T>, result: EditResult): Commit<T> {
  if (!result.ok) return { history, refusal: result.refusal };
  return { history: record(history, result.scenario as unknown as T), refusal: null };
}
