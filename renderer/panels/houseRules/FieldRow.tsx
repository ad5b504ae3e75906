/**
 * One field of the ruleset data: its name, the scenario's value in its control, the game's value
 * beside it, and when they differ a mark and a button that resets this field alone. The help is the
 * schema's description of the field. Maps, lists and nested objects hold rows of their own.
 */
import { fieldEdits, fieldId, overridePointer, useHouseRules } from './context';
import { formatValue } from './format';
import { ListField } from './ListField';
import { MapField } from './MapField';
import { objectFields, type FieldModel } from './model';
import { rulesetHelp } from './rulesetSchema';
import { ScalarControl } from './ScalarControl';

interface Props {
  readonly field: FieldModel;
  /** Defaults to the field's name as the panel words it. */
  readonly label?: string;
  /** Leave out the help (rows of a map, whose map carries it). */
  readonly bare?: boolean;
}

/** A field's name: its label in the interface's words, else its key as written in the data. */
export function useFieldLabel(): (name: string) => string {
  const { t } = useHouseRules();
  return (name: string) => t(`houseRules.field.${name}`, { defaultValue: name });
}

export function FieldRow({ field, label, bare = false }: Props) {
  const rules = useHouseRules();
  const { t, language, onlyChanges } = rules;
  const labelOf = useFieldLabel();
  if (onlyChanges && !field.changed) return null;
  const name = label ?? labelOf(field.path.at(-1) ?? '');
  const id = fieldId(field.path);
  const help = bare ? undefined : rulesetHelp(field.path, language);
  const helpId = help ? `${id}-help` : undefined;
  const game = formatValue(field, field.base, language, t);
  const composite = field.control.kind === 'map' || field.control.kind === 'object' || field.control.kind === 'list';
  const reset = fieldEdits(rules, field.path).reset;
  return (
    <div className={`house-field${field.changed ? ' house-field--changed' : ''}${composite ? ' house-field--group' : ''}`} data-testid="house-field" data-path={field.path.join('/')} data-pointer={composite ? overridePointer(field.path) : undefined}>
      <div className="house-field__head">
        {composite ? (
          <span className="house-field__label" id={`${id}-label`}>
            {name}
          </span>
        ) : (
          <label className="house-field__label" htmlFor={id}>
            {name}
          </label>
        )}
        {field.changed && (
          <span className="house-field__mark" data-testid="house-changed" title={t('houseRules.changedFrom', { value: game })}>
            {t('houseRules.changed')}
          </span>
        )}
        {field.changed && (
          <button type="button" className="icon-button" data-testid="house-reset" aria-label={t('houseRules.reset', { field: name, value: game })} title={t('houseRules.reset', { field: name, value: game })} onClick={reset}>
            ↺
          </button>
        )}
      </div>
      {!composite && (
        <div className="house-field__value">
          <ScalarControl field={field} label={name} {...(helpId ? { describedBy: helpId } : {})} />
          <span className="house-field__game" data-testid="house-game">
            {t('houseRules.game', { value: game })}
          </span>
        </div>
      )}
      {composite && !field.changed && <span className="house-field__game">{t('houseRules.game', { value: game })}</span>}
      {field.control.kind === 'map' && <MapField field={field} />}
      {field.control.kind === 'list' && <ListField field={field} />}
      {field.control.kind === 'object' && <ObjectRows field={field} />}
      {help && (
        <p className="house-field__help" id={helpId}>
          {help}
        </p>
      )}
    </div>
  );
}

/** The properties of a nested object (a stacking rule, the bounds of a token kind), each a row. */
function ObjectRows({ field }: { readonly field: FieldModel }) {
  const { base, effective, language } = useHouseRules();
  return (
    <div className="house-field__rows">
      {objectFields(field.path, base, effective, language).map((inner) => (
        <FieldRow key={inner.path.join('/')} field={inner} />
      ))}
    </div>
  );
}
