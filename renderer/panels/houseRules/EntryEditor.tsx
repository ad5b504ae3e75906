/**
 * One entry of a section (a terrain kind, an edge kind, a unit profile, a deck, a table): its fields,
 * a table's grid, and the buttons that reset the whole entry or take it out of the game.
 */
import { fieldEdits, useHouseRules } from './context';
import { FieldRow } from './FieldRow';
import { objectFields, type Path } from './model';
import { TableGrid } from './TableGrid';

interface Props {
  readonly path: Path;
  readonly name: string;
  /** The game has it (reset brings it back as printed); otherwise the house rules added it. */
  readonly inGame: boolean;
  readonly changed: boolean;
}

/** What the grid shows of a table instead of separate fields. */
const IN_GRID = new Set(['columns', 'rows']);

export function EntryEditor({ path, name, inGame, changed }: Props) {
  const rules = useHouseRules();
  const { t, base, effective, language } = rules;
  const { reset, set } = fieldEdits(rules, path);
  const table = path[0] === 'tables';
  const fields = objectFields(path, base, effective, language).filter((field) => !(table && IN_GRID.has(field.path.at(-1) ?? '')));
  return (
    <div className="house-entry" data-testid="house-entry" data-entry={path.join('/')}>
      <div className="house-entry__actions">
        {inGame && changed && (
          <button type="button" className="panel-link" data-testid="house-entry-reset" onClick={reset}>
            {t('houseRules.resetEntry', { name })}
          </button>
        )}
        <button type="button" className="panel-link panel-link--danger" data-testid="house-entry-remove" onClick={() => set(undefined)}>
          {t('houseRules.removeEntry', { name })}
        </button>
      </div>
      {table && <TableGrid path={path} />}
      {fields.map((field) => (
        <FieldRow key={field.path.join('/')} field={field} />
      ))}
    </div>
  );
}
