/**
 * A table of the ruleset data (a combat results table) edited as a grid: its columns and rows named
 * as the rulebook names them ("Odds" 1-1 … 8-1 across, the die roll 1 … 10 down), a cell per
 * result. A changed cell is marked; the cell in focus says the game's value and can be reset alone.
 * Adding or taking out a row or a column is one undo step.
 */
import { useState, type KeyboardEvent } from 'react';
import { localized, sameJson } from '../../../engine/scenario';
import type { LocalizedText, Table } from '../../../engine/scenario/types';
import { fieldEdits, fieldId, overridePointer, useHouseRules } from './context';
import { DraftInput } from './DraftInput';
import { valueAt, type Path } from './model';

const text = (typed: string) => ({ ok: true as const, value: typed.trim() });

/** Moves the focus up or down the column with the arrow keys. */
function moveInColumn(event: KeyboardEvent<HTMLTableElement>): void {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
  const cell = (event.target as HTMLElement).closest('td, th');
  const row = cell?.parentElement;
  if (!cell || !row) return;
  const sibling = event.key === 'ArrowUp' ? row.previousElementSibling : row.nextElementSibling;
  const target = sibling?.children[[...row.children].indexOf(cell)]?.querySelector('input');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function TableGrid({ path }: { readonly path: Path }) {
  const rules = useHouseRules();
  const { t, language, effective, base } = rules;
  const [focus, setFocus] = useState<{ readonly row: number; readonly column: number } | null>(null);
  const table = valueAt(effective, path) as Table | undefined;
  if (!table) return null;
  const original = valueAt(base, path) as Table | undefined;
  const name = (value: LocalizedText | undefined, fallback: string) => (value === undefined ? fallback : localized(value, language, fallback));
  const rowsName = name(table.rowsName, table.dice ?? t('houseRules.table.row'));
  const columnsName = name(table.columnsName, t('houseRules.table.column'));
  const cellPath = (row: number, column: number): Path => [...path, 'rows', String(row), 'results', String(column)];
  const gameCell = (row: number, column: number) => original?.rows[row]?.results[column];
  const whole = (next: Table) => fieldEdits(rules, path).set(next);
  const addColumn = () => whole({ ...table, columns: [...table.columns, String(table.columns.length + 1)], rows: table.rows.map((row) => ({ ...row, results: [...row.results, ''] })) });
  const removeColumn = (column: number) => whole({ ...table, columns: table.columns.filter((_, c) => c !== column), rows: table.rows.map((row) => ({ ...row, results: row.results.filter((_, c) => c !== column) })) });
  const addRow = () => fieldEdits(rules, [...path, 'rows', String(table.rows.length)]).set({ key: String(table.rows.length + 1), results: table.columns.map(() => '') });
  const focused = focus && table.rows[focus.row] ? focus : null;
  const focusedGame = focused ? gameCell(focused.row, focused.column) : undefined;
  const focusedChanged = focused ? !sameJson(focusedGame, table.rows[focused.row]?.results[focused.column]) : false;
  return (
    <div className="house-table" data-testid="house-table" data-pointer={overridePointer([...path, 'rows'])}>
      <div className="house-table__scroll">
        <table onKeyDown={moveInColumn}>
          <caption className="house-table__caption">{t('houseRules.table.caption', { rows: rowsName, columns: columnsName })}</caption>
          <thead>
            <tr>
              <th scope="col" className="house-table__corner">
                {rowsName} \ {columnsName}
              </th>
              {table.columns.map((heading, c) => (
                <th scope="col" key={c} className={sameJson(original?.columns[c], heading) ? undefined : 'house-table__changed'}>
                  <DraftInput id={`${fieldId(path)}-column-${c}`} size="narrow" label={t('houseRules.table.heading', { columns: columnsName, number: c + 1 })} value={heading} pointer={overridePointer([...path, 'columns', String(c)])} parse={text} check={fieldEdits(rules, [...path, 'columns', String(c)]).check} onCommit={fieldEdits(rules, [...path, 'columns', String(c)]).set} />
                  <button type="button" className="icon-button icon-button--danger" aria-label={t('houseRules.table.removeColumn', { column: heading })} title={t('houseRules.table.removeColumn', { column: heading })} onClick={() => removeColumn(c)}>
                    ✕
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r} data-pointer={overridePointer([...path, 'rows', String(r)])}>
                <th scope="row" className={sameJson(original?.rows[r]?.key, row.key) ? undefined : 'house-table__changed'}>
                  <DraftInput id={`${fieldId(path)}-row-${r}`} size="narrow" label={t('houseRules.table.key', { rows: rowsName, number: r + 1 })} value={row.key} pointer={overridePointer([...path, 'rows', String(r), 'key'])} parse={text} check={fieldEdits(rules, [...path, 'rows', String(r), 'key']).check} onCommit={fieldEdits(rules, [...path, 'rows', String(r), 'key']).set} />
                </th>
                {table.columns.map((heading, c) => {
                  const code = row.results[c];
                  const changed = !sameJson(gameCell(r, c), code);
                  return (
                    <td key={c} className={changed ? 'house-table__changed' : undefined} data-testid={`house-cell-${r}-${c}`} onFocus={() => setFocus({ row: r, column: c })}>
                      <DraftInput id={`${fieldId(path)}-cell-${r}-${c}`} size="narrow" label={t('houseRules.table.cell', { rows: rowsName, row: row.key, columns: columnsName, column: heading })} value={code ?? ''} pointer={overridePointer(cellPath(r, c))} parse={text} check={fieldEdits(rules, cellPath(r, c)).check} onCommit={fieldEdits(rules, cellPath(r, c)).set} />
                    </td>
                  );
                })}
                <td>
                  <button type="button" className="icon-button icon-button--danger" aria-label={t('houseRules.table.removeRow', { row: row.key })} title={t('houseRules.table.removeRow', { row: row.key })} onClick={() => fieldEdits(rules, [...path, 'rows', String(r)]).set(undefined)}>
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="house-table__status" aria-live="polite" data-testid="house-table-status">
        {focused &&
          t(focusedChanged ? 'houseRules.table.cellChanged' : 'houseRules.table.cellSame', {
            row: table.rows[focused.row]?.key ?? '',
            column: table.columns[focused.column] ?? '',
            value: focusedGame === undefined ? t('houseRules.absent') : focusedGame === '' ? t('houseRules.table.noEffect') : focusedGame,
          })}
        {focused && focusedChanged && (
          <button type="button" className="panel-link" data-testid="house-cell-reset" onClick={() => fieldEdits(rules, cellPath(focused.row, focused.column)).reset()}>
            {t('houseRules.table.resetCell')}
          </button>
        )}
      </p>
      <div className="house-table__actions">
        <button type="button" className="panel-link" onClick={addRow}>
          {t('houseRules.table.addRow', { rows: rowsName })}
        </button>
        <button type="button" className="panel-link" onClick={addColumn}>
          {t('houseRules.table.addColumn', { columns: columnsName })}
        </button>
      </div>
    </div>
  );
}
