/** The inspector: the properties of what is selected, edited through the edit commands, with the format's own words as help. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardKernel } from '../../engine/board/types';
import type { Language } from '../../engine/i18n';
import type { LocalizedText, Scenario, TokenPosition } from '../../engine/scenario/types';
import { boardModelOf } from '../../engine/print/board-model';
import { localized } from '../../engine/scenario/localized';
import type { EditResult } from '../editor/edits';
import { EMPTY_SELECTION, type SelectedItem, type SelectedKind, type Selection } from '../editor/selection';
import { rulesetOf, setKindArt } from '../editor/edits';
import { ArtField, artReferenceOf, artTargetOfItem } from './ArtField';
import { itemName, placeOfItem } from './locate';
import { ColourInput, DraftNumber, DraftText, Field, LocalizedInput, describedBy } from './fields';
import { MIXED, applyAction, applyField, inspectorModel, type Display, type FieldInput, type FieldValue, type InspectorField } from './inspectorFields';
import { fieldHelp } from './schemaHelp';

interface Props {
  readonly scenario: Scenario;
  readonly kernel: BoardKernel | null;
  readonly selection: Selection;
  readonly language: Language;
  readonly onSelectionChange: (selection: Selection) => void;
  readonly onEdit: (result: EditResult) => void;
}

export function useDisplay() {
  const { t } = useTranslation();
  return (display: Display) => ('text' in display ? display.text : t(display.key, display.params ?? {}));
}

function Checkbox({ id, value, describedBy: described, pointer, onChange }: { id: string; value: FieldValue | typeof MIXED; describedBy: string | undefined; pointer: string; onChange: (value: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = value === MIXED;
  }, [value]);
  return <input ref={box} id={id} type="checkbox" checked={value === true} aria-describedby={described} data-pointer={pointer} onChange={(event) => onChange(event.target.checked)} />;
}

const isPlace = (value: object) => 'col' in value || 'x' in value || 'area' in value || 'zone' in value;

/**
 * Where a piece stands, editable for every piece: a cell by the label the board prints (C4, 0304),
 * a point of a free table, an area of a map. A piece off the board says so, and moves back on when
 * a cell of the board is typed.
 */
function PositionControl({ id, label, help, input, value, kernel, pointer, onCommit }: { id: string; label: string; help: string | undefined; input: Extract<FieldInput, { type: 'position' }>; value: TokenPosition | null; kernel: BoardKernel | null; pointer: string; onCommit: (value: FieldValue) => void }) {
  const { t } = useTranslation();
  const show = useDisplay();
  const [error, setError] = useState<string | null>(null);
  const note = input.note ? show(input.note) : null;
  const described = [describedBy(id, help, error), note ? `${id}-note` : ''].filter(Boolean).join(' ') || undefined;
  const noteLine = note && (
    <p className="panel-field__note" id={`${id}-note`} data-testid="position-note">
      {note}
    </p>
  );
  if (input.board === 'cells' && kernel && (kernel.kind === 'square' || kernel.kind === 'hex')) {
    const cell = value && 'col' in value ? value : null;
    const shown = cell && kernel.contains(cell) ? kernel.label(cell) : '';
    const example = kernel.label({ col: 0, row: 0 });
    return (
      <Field id={id} label={label} help={help} error={error}>
        <DraftText
          id={id}
          value={shown}
          placeholder={t('panels.position.cellPlaceholder', { example })}
          describedBy={described}
          pointer={pointer}
          onCommit={(text) => {
            const parsed = kernel.parseLabel(text);
            if (!parsed) return setError(t('panels.position.badCell', { text: text.trim(), example }));
            setError(null);
            onCommit(parsed);
          }}
        />
        {noteLine}
      </Field>
    );
  }
  if (input.board === 'free') {
    const point = value && 'x' in value ? value : null;
    const clear = input.clear && point ? show(input.clear) : null;
    return (
      <fieldset className="panel-field panel-field--pair" aria-describedby={described}>
        <legend className="panel-field__label">{t('panels.position.pointLegend', { label, unit: t(`length.unit.${input.unit}`) })}</legend>
        <DraftNumber id={`${id}-x`} label={t('panels.position.x')} value={point?.x ?? null} pointer={pointer} onCommit={(x) => x !== null && Number.isFinite(x) && onCommit({ x, y: point?.y ?? 0 })} />
        <DraftNumber id={`${id}-y`} label={t('panels.position.y')} value={point?.y ?? null} onCommit={(y) => y !== null && Number.isFinite(y) && onCommit({ x: point?.x ?? 0, y })} />
        {clear && (
          <button type="button" className="button" data-testid={`${id}-clear`} onClick={() => onCommit(null)}>
            {clear}
          </button>
        )}
        {noteLine}
        {help && (
          <p className="panel-field__help" id={`${id}-help`}>
            {help}
          </p>
        )}
      </fieldset>
    );
  }
  const area = value && 'area' in value ? value.area : '';
  return (
    <Field id={id} label={label} help={help}>
      <select id={id} className="panel-input" value={area} aria-describedby={described} data-pointer={pointer} onChange={(event) => event.target.value && onCommit({ area: event.target.value })}>
        {area === '' && <option value="">{t('panels.position.noArea')}</option>}
        {input.areas.map((option) => (
          <option key={option.value} value={option.value}>
            {show(option.label)}
          </option>
        ))}
      </select>
      {noteLine}
    </Field>
  );
}

function FieldControl({ field, kind, language, kernel, onChange }: { field: InspectorField; kind: SelectedKind; language: Language; kernel: BoardKernel | null; onChange: (value: FieldValue) => void }) {
  const { t } = useTranslation();
  const show = useDisplay();
  const id = `inspector-${field.key}`;
  const help = fieldHelp(`${kind}.${field.key}`, language);
  const label = t(field.labelKey);
  const described = describedBy(id, help);
  const mixed = field.value === MIXED;
  const value = mixed ? null : (field.value as FieldValue);
  const input = field.input;
  switch (input.type) {
    case 'readonly':
      return (
        <Field id={id} label={label} help={help}>
          <output id={id} className="panel-output" aria-describedby={described} data-pointer={field.pointer}>
            {show(input.display)}
          </output>
        </Field>
      );
    case 'localized':
      return <LocalizedInput id={id} label={label} help={help} value={typeof value === 'string' || (typeof value === 'object' && value !== null && !isPlace(value)) ? (value as LocalizedText) : undefined} pointer={field.pointer} onCommit={onChange} />;
    case 'position':
      return <PositionControl id={id} label={label} help={help} input={input} value={value !== null && typeof value === 'object' && isPlace(value) ? (value as TokenPosition) : null} kernel={kernel} pointer={field.pointer} onCommit={onChange} />;
    case 'text':
      return (
        <Field id={id} label={label} help={help}>
          <DraftText id={id} value={typeof value === 'string' ? value : ''} placeholder={mixed ? t('panels.inspector.mixed') : undefined} describedBy={described} pointer={field.pointer} onCommit={onChange} />
        </Field>
      );
    case 'number':
      return (
        <Field id={id} label={label} help={help}>
          <DraftNumber id={id} value={typeof value === 'number' ? value : null} placeholder={mixed ? t('panels.inspector.mixed') : undefined} describedBy={described} pointer={field.pointer} onCommit={(next) => onChange(next ?? Number.NaN)} />
        </Field>
      );
    case 'checkbox':
      return (
        <div className="panel-field panel-field--check">
          <Checkbox id={id} value={field.value} describedBy={described} pointer={field.pointer} onChange={onChange} />
          <label htmlFor={id}>{label}</label>
          {help && (
            <p className="panel-field__help" id={`${id}-help`}>
              {help}
            </p>
          )}
        </div>
      );
    case 'select':
      return (
        <Field id={id} label={label} help={help}>
          <select id={id} className="panel-input" value={mixed ? '\u0000' : (value as string | null) ?? ''} aria-describedby={described} data-pointer={field.pointer} onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}>
            {mixed && (
              <option value={'\u0000'} disabled>
                {t('panels.inspector.mixed')}
              </option>
            )}
            {input.none && <option value="">{show(input.none)}</option>}
            {input.options.map((option) => (
              <option key={option.value} value={option.value}>
                {show(option.label)}
              </option>
            ))}
          </select>
        </Field>
      );
    case 'colour':
      return (
        <Field id={id} label={label} help={help}>
          <ColourInput id={id} value={mixed ? null : (value as string | null)} optional={input.optional} describedBy={described} pointer={field.pointer} onCommit={onChange} />
        </Field>
      );
  }
}

export function Inspector({ scenario, kernel, selection, language, onSelectionChange, onEdit }: Props) {
  const { t } = useTranslation();
  const show = useDisplay();
  /** The item's name and, for a piece on a cell, the cell as the board labels it. */
  const nameOf = (item: SelectedItem) => {
    const name = show(itemName(scenario as unknown as Readonly<Record<string, unknown>>, item, language, rulesetOf(scenario)));
    const cell = placeOfItem(scenario as unknown as Readonly<Record<string, unknown>>, kernel, item).cell;
    return cell && kernel && (kernel.kind === 'square' || kernel.kind === 'hex') && item.kind !== 'zone' ? `${name} (${kernel.label(cell)})` : name;
  };
  const model = useMemo(() => inspectorModel(scenario, selection, language), [scenario, selection, language]);
  const first = model.items[0];
  if (!first) {
    const cellKernel = kernel && (kernel.kind === 'square' || kernel.kind === 'hex') ? kernel : null;
    const cells = cellKernel ? selection.cells.flatMap((key) => cellKernel.cellOfKey(key) ?? []) : [];
    return (
      <>
        <p className="panel-empty" data-testid="inspector-empty">
          {cells.length > 0 && cellKernel ? t('panels.inspector.cells', { labels: cells.map((cell) => cellKernel.label(cell)).join(', ') }) : t('panels.inspector.empty')}
        </p>
        <ZoneLinks scenario={scenario} cellKeys={cells.length > 0 ? selection.cells : null} language={language} onSelectionChange={onSelectionChange} />
      </>
    );
  }
  const artOfItem = model.items.length === 1 ? artTargetOfItem(scenario, first, rulesetOf(scenario), language) : null;
  const heading = model.items.length === 1 ? t('panels.inspector.one', { kind: t(`panels.kind.${first.kind}`), name: nameOf(first) }) : t('panels.inspector.many', { count: model.items.length });
  return (
    <div className="inspector" data-testid="inspector">
      <h3 className="inspector__heading" data-testid="inspector-heading">
        {heading}
      </h3>
      {model.fields.length === 0 && <p className="panel-empty">{t('panels.inspector.noCommon')}</p>}
      {model.fields.map((field) => (
        <FieldControl key={`${first.kind}:${first.id}:${field.key}`} field={field} kind={first.kind} language={language} kernel={kernel} onChange={(value) => onEdit(applyField(scenario, model.items, field.key, value))} />
      ))}
      {model.items.length === 1 && artOfItem && (
        <ArtField
          target={artOfItem.target}
          name={artOfItem.name}
          reference={artReferenceOf(scenario, artOfItem.target)}
          onRemove={() => artOfItem.target.kind !== 'background' && onEdit(setKindArt(scenario, { kind: artOfItem.target.kind, key: artOfItem.target.key, reference: null }))}
        />
      )}
      {model.actions.length > 0 && (
        <div className="inspector__actions">
          {model.actions.map((action) => (
            <button
              key={action.key}
              type="button"
              className={action.key === 'remove' ? 'button button--danger' : 'button'}
              onClick={() => {
                const result = applyAction(scenario, model.items, action.key);
                onEdit(result);
                if (result.ok && action.key === 'remove') onSelectionChange(EMPTY_SELECTION);
              }}
            >
              {t(action.labelKey)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * Zones have no counter to click on the board: they are chosen here, by name, to be renamed,
 * given to a side or deleted in the inspector. With cells selected, the zones that hold them;
 * otherwise every zone of the scenario.
 */
function ZoneLinks({ scenario, cellKeys, language, onSelectionChange }: { readonly scenario: Scenario; readonly cellKeys: readonly string[] | null; readonly language: Language; readonly onSelectionChange: (selection: Selection) => void }) {
  const { t } = useTranslation();
  const zones = useMemo(() => {
    const all = scenario.board.zones ?? [];
    const ruleset = rulesetOf(scenario);
    if (cellKeys === null || !ruleset) return cellKeys === null ? all : [];
    // A zone's cells as the board draws them: painted ones, and a room's as its walls enclose it.
    const model = boardModelOf({ scenario, ruleset, language });
    if (model.kind !== 'cells') return [];
    const picked = new Set(cellKeys.flatMap((key) => {
      const cell = model.kernel.cellOfKey(key);
      return cell ? [model.kernel.indexOf(cell)] : [];
    }));
    const holding = new Set(model.zones.filter((zone) => zone.cells.some((index) => picked.has(index))).map((zone) => zone.id));
    return all.filter((zone) => holding.has(zone.id));
  }, [scenario, cellKeys, language]);
  if (zones.length === 0) return null;
  return (
    <div className="inspector__zones" data-testid="inspector-zones">
      <p>{t(cellKeys === null ? 'panels.inspector.zones' : 'panels.inspector.zonesHere', { count: zones.length })}</p>
      <ul>
        {zones.map((zone) => (
          <li key={zone.id}>
            <button type="button" className="link-button" onClick={() => onSelectionChange({ items: [{ kind: 'zone', id: zone.id }], cells: [] })}>
              {localized(zone.name, language, zone.id)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
