/**
 * Format versions and the ordered migrations between them. A file is migrated step by step from
 * its version to CURRENT_VERSION before the schema sees it, so old files keep opening.
 */
import { error, warning, type Problem } from './problems';
import { excerpt } from './schema-errors';

export const CURRENT_VERSION = 1;

type JsonObject = Record<string, unknown>;

export interface Migration {
  readonly from: number;
  readonly to: number;
  /** What changed, for the changelog and tests. */
  readonly summary: string;
  /** Returns the migrated document; may mutate and return its argument (it is a fresh parse). */
  readonly migrate: (document: JsonObject) => JsonObject;
}

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Version 0 is the draft format before versioning: no `version` field, and free tables sized with
 * `width`/`height` in `unit`. Version 1 names the size after its unit, as the geometry kernel does
 * (`widthIn`/`heightIn` or `widthMm`/`heightMm`), so a size can never be read in the wrong unit.
 */
const freeTableSizeNamedByUnit: Migration = {
  from: 0,
  to: 1,
  summary: 'free table size: width/height become widthIn/heightIn or widthMm/heightMm',
  migrate(document) {
    const board = document.board;
    const geometry = isObject(board) ? board.geometry : undefined;
    if (isObject(geometry) && geometry.kind === 'free' && (geometry.unit === 'in' || geometry.unit === 'mm')) {
      const suffix = geometry.unit === 'in' ? 'In' : 'Mm';
      for (const dimension of ['width', 'height'] as const) {
        if (Object.hasOwn(geometry, dimension) && !Object.hasOwn(geometry, `${dimension}${suffix}`)) {
          geometry[`${dimension}${suffix}`] = geometry[dimension];
          delete geometry[dimension];
        }
      }
    }
    document.version = 1;
    return document;
  },
};

/** Ordered: each migration's `to` is the next one's `from`. */
export const MIGRATIONS: readonly Migration[] = [freeTableSizeNamedByUnit];

export interface MigrationResult {
  readonly document: unknown;
  readonly fromVersion?: number;
  readonly problems: Problem[];
}

export function migrateScenario(document: unknown, migrations: readonly Migration[] = MIGRATIONS, current = CURRENT_VERSION): MigrationResult {
  if (!isObject(document)) return { document, problems: [] };
  const declared = document.version;
  if (declared !== undefined && (typeof declared !== 'number' || !Number.isInteger(declared) || declared < 0)) {
    // An object whose toString is not a function (`{"toString": null}`) cannot be turned into a string: quote it as JSON.
    const found = typeof declared === 'string' ? declared : excerpt(declared);
    return { document, problems: [error('/version', 'problem.migrate.badVersion', { found, current })] };
  }
  const version = declared ?? 0;
  if (version > current) {
    return { document, problems: [error('/version', 'problem.migrate.tooNew', { found: version, current })] };
  }
  if (version === current) return { document, problems: [] };
  let migrated = document;
  for (let at = version; at < current; ) {
    const step = migrations.find((migration) => migration.from === at);
    if (!step) return { document, problems: [error('/version', 'problem.migrate.noPath', { found: version, current })] };
    migrated = step.migrate(migrated);
    at = step.to;
  }
  return { document: migrated, fromVersion: version, problems: [warning('/version', 'problem.migrate.migrated', { from: version, to: current })] };
}
