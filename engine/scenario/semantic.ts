/**
 * The semantic pass: what the schema cannot check. References resolve, things lie on the board,
 * edge keys exist, the ruleset's constraints hold. Runs on a document that passed the schema, in
 * time linear in the size of the scenario (Maps and Sets keyed by id, cell index or edge key).
 */
import { checkArt } from './art';
import { geometryProblems } from '../board/geometryProblems';
import type { BoardGeometry } from '../board/types';
import { listForMessage } from './lookup';
import { applyOverrides } from './overrides';
import { error, type Problem } from './problems';
import type { RulesetCatalog } from './rulesets';
import { checkAreas, checkEdges, checkTerrain, checkTiles, checkTokens, checkZones } from './semantic-board';
import { SemanticContext, type BoardView, type KernelFactory } from './semantic-context';
import { checkSetupAndTurns, checkSides, checkVictory, collectSides } from './semantic-sides';
import type { RulesetData, Scenario } from './types';

export interface SemanticOptions {
  readonly catalog: RulesetCatalog;
  readonly createKernel: KernelFactory;
}

export interface SemanticResult {
  readonly problems: Problem[];
  /** The ruleset with the scenario's house rules applied, when the ruleset is known. */
  readonly ruleset?: RulesetData;
}

function boardView(scenario: Scenario, createKernel: KernelFactory, problems: Problem[]): BoardView | null {
  const geometry: BoardGeometry = scenario.board.geometry;
  if (geometry.kind === 'area') return { kind: 'area', areaIds: new Set((scenario.board.areas ?? []).map((area) => area.id)) };
  // The schema bounds the geometry more tightly than the kernel; this keeps the two in step if they drift.
  const invalid = geometryProblems(geometry);
  if (invalid.length > 0) {
    for (const problem of invalid) problems.push(error(`/board/geometry${problem.path}`, 'problem.board.geometryInvalid', { detail: problem.message }));
    return null;
  }
  try {
    const kernel = createKernel(geometry);
    return kernel.kind === 'free' ? { kind: 'free', kernel } : { kind: kernel.kind, kernel };
  } catch (caught) {
    // The schema bounds every number the kernel reads; this guards a kernel bug from crashing the load.
    problems.push(error('/board/geometry', 'problem.board.kernelFailed', { detail: caught instanceof Error ? caught.message : String(caught) }));
    return null;
  }
}

export function checkSemantics(scenario: Scenario, document: unknown, options: SemanticOptions): SemanticResult {
  const problems: Problem[] = [];
  let ruleset: RulesetData | undefined;
  const { rulesets, places } = options.catalog;
  const base = rulesets.get(scenario.ruleset.id);
  if (!base) {
    const known = listForMessage([...rulesets.keys()]);
    if (places.length === 0) problems.push(error('/ruleset/id', 'problem.ruleset.unknown', { id: scenario.ruleset.id, known }));
    else problems.push(error('/ruleset/id', 'problem.ruleset.unknownIn', { id: scenario.ruleset.id, known, places: places.join(' ; ') }));
  } else {
    const effective = applyOverrides(base, scenario.ruleset.overrides, document);
    problems.push(...effective.problems);
    ruleset = effective.ruleset;
  }
  if (ruleset && !ruleset.board.kinds.includes(scenario.board.geometry.kind)) {
    problems.push(error('/board/geometry/kind', 'problem.board.kindNotSupported', { kind: scenario.board.geometry.kind, ruleset: ruleset.id, allowed: listForMessage(ruleset.board.kinds) }));
  }
  const ctx = new SemanticContext(scenario, ruleset, boardView(scenario, options.createKernel, problems));
  collectSides(ctx);
  checkTiles(ctx);
  checkTerrain(ctx);
  checkAreas(ctx);
  const boundaries = checkEdges(ctx);
  checkZones(ctx, boundaries);
  checkTokens(ctx);
  checkSides(ctx);
  checkSetupAndTurns(ctx);
  checkVictory(ctx);
  problems.push(...ctx.problems, ...checkArt(scenario, ruleset));
  return ruleset ? { problems, ruleset } : { problems };
}

