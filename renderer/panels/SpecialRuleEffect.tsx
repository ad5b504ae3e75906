/**
 * The effect a special rule carries for the rules to play (Rivet Wars' missions: no draw, a
 * garrison, a paradrop, escalation levels...), and its parameters as a form: sides, units of that
 * side's faction, a unit for every side, numbers, yes or no, choices, and lists of entries made of
 * those (a level per line). "None" keeps the rule in words, which the playtest does not apply.
 */
import { useTranslation } from 'react-i18next';
import type { Language } from '../../engine/i18n';
import { localized } from '../../engine/scenario';
import type { EffectValue, Scenario, SpecialRule } from '../../engine/scenario/types';
import { mechanicsOf, type EffectParam } from '../../engine/rules';
import { rulesetOf, type EditResult } from '../editor/edits';
import { DraftNumber, Field, describedBy } from './fields';
import { effectSpecs, firstEntry, profileChoices, setSpecialRuleEffect, setSpecialRuleParam } from './specialRules';

interface Props {
  readonly scenario: Scenario;
  readonly rule: SpecialRule;
  readonly index: number;
  readonly language: Language;
  readonly onEdit: (result: EditResult) => void;
}

type Values = Readonly<Record<string, EffectValue>>;

function isRecord(value: EffectValue | undefined): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface InputProps {
  readonly scenario: Scenario;
  readonly language: Language;
  /** The game whose messages name the parameters. */
  readonly game: string;
  readonly param: EffectParam;
  /** The values beside this one (a `profile` follows its `side`). */
  readonly values: Values;
  readonly id: string;
  readonly pointer: string;
  readonly onChange: (value: EffectValue | undefined) => void;
}

/** One parameter's input; a list's entries each get the inputs of its fields. */
function ParamInput({ scenario, language, game, param, values, id, pointer, onChange }: InputProps) {
  const { t } = useTranslation();
  const label = t(`${game}.effectParam.${param.name}`);
  const value = values[param.name];
  const here = `${pointer}/${param.name}`;
  const select = (selectId: string, selectLabel: string, current: EffectValue | undefined, options: readonly { value: string; label: string }[], at: string, choose: (chosen: string) => void) => (
    <Field key={selectId} id={selectId} label={selectLabel}>
      <select id={selectId} className="panel-input" value={typeof current === 'string' ? current : ''} data-pointer={at} onChange={(event) => choose(event.target.value)}>
        {typeof current !== 'string' && <option value="">{t('panels.rules.effectChoose')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
  const profileOptions = (side: EffectValue | undefined) => profileChoices(scenario, side).map((profile) => ({ value: profile, label: localized(rulesetOf(scenario)?.unitProfiles?.[profile]?.name, language, profile) }));

  switch (param.type) {
    case 'boolean':
      return (
        <label className="palette__check" htmlFor={id}>
          <input id={id} type="checkbox" checked={value === true} data-pointer={here} onChange={(event) => onChange(event.target.checked ? true : param.optional ? undefined : false)} />
          {label}
        </label>
      );
    case 'integer':
      return (
        <Field id={id} label={label}>
          <DraftNumber id={id} value={typeof value === 'number' ? value : null} pointer={here} onCommit={(number) => onChange(number ?? undefined)} />
        </Field>
      );
    case 'profiles': {
      // A unit for each side, of its faction, kept under the faction's name (a file may name the side instead, as the rules allow).
      const chosen = isRecord(value) ? value : {};
      return (
        <div className="effect-profiles" role="group" aria-label={label}>
          {scenario.sides.map((side) => {
            const key = side.faction ?? side.id;
            const sideName = localized(side.name, language, side.id);
            const named = Object.hasOwn(chosen, key) ? key : Object.hasOwn(chosen, side.id) ? side.id : key;
            return select(`${id}-${side.id}`, t('panels.rules.effectProfileOf', { param: label, side: sideName }), chosen[named], profileOptions(side.id), `${here}/${named}`, (profile) => onChange({ ...chosen, [named]: profile }));
          })}
        </div>
      );
    }
    case 'list': {
      const entries = Array.isArray(value) ? (value as readonly EffectValue[]) : [];
      const fields = param.fields ?? [];
      const entryName = (number: number) => t(`${game}.effectEntry.${param.name}`, { number });
      const replace = (at: number, entry: EffectValue | null) => onChange(entry === null ? entries.filter((_, index) => index !== at) : entries.map((old, index) => (index === at ? entry : old)));
      return (
        <div className="effect-list" role="group" aria-label={label}>
          {entries.map((entry, at) => {
            const fieldsOf = isRecord(entry) ? entry : {};
            return (
              <fieldset key={at} className="effect-entry" data-testid="effect-entry">
                <legend className="victory-row__header">
                  <span className="victory-row__number">{entryName(at + 1)}</span>
                  <button type="button" className="icon-button icon-button--danger" aria-label={t(`${game}.effectRemove.${param.name}`, { number: at + 1 })} title={t(`${game}.effectRemove.${param.name}`, { number: at + 1 })} disabled={entries.length <= (param.min ?? 0)} onClick={() => replace(at, null)}>
                    ✕
                  </button>
                </legend>
                <div className="effect-entry__fields">
                  {fields.map((field) => (
                    <ParamInput
                      key={field.name}
                      scenario={scenario}
                      language={language}
                      game={game}
                      param={field}
                      values={fieldsOf}
                      id={`${id}-${at}-${field.name}`}
                      pointer={`${here}/${at}`}
                      onChange={(fieldValue) => {
                        const next: Record<string, EffectValue> = { ...fieldsOf };
                        if (fieldValue === undefined) delete next[field.name];
                        else next[field.name] = fieldValue;
                        replace(at, next);
                      }}
                    />
                  ))}
                </div>
              </fieldset>
            );
          })}
          <button type="button" className="button" onClick={() => onChange([...entries, firstEntry(scenario, fields)])}>
            {t(`${game}.effectAdd.${param.name}`)}
          </button>
        </div>
      );
    }
    default: {
      const options = param.type === 'side' ? scenario.sides.map((side) => ({ value: side.id, label: localized(side.name, language, side.id) })) : param.type === 'profile' ? profileOptions(values.side) : (param.choices ?? []).map((choice) => ({ value: choice, label: t(`${game}.effectChoice.${choice}`) }));
      return select(id, label, value, options, here, (chosen) => onChange(chosen));
    }
  }
}

export function SpecialRuleEffect({ scenario, rule, index, language, onEdit }: Props) {
  const { t } = useTranslation();
  const specs = effectSpecs(scenario);
  if (specs.length === 0) return null;
  const ruleset = rulesetOf(scenario);
  const game = ruleset ? mechanicsOf(ruleset) : scenario.ruleset.id;
  const kind = rule.effect?.kind ?? '';
  const spec = specs.find((candidate) => candidate.kind === kind);
  const values = rule.effect?.params ?? {};
  const id = `rule-${index}-effect`;
  const pointer = `/setup/specialRules/${index}/effect`;
  const note = kind === '' ? t('panels.rules.effectNone.note') : null;

  return (
    <div className="special-rule__effect" data-testid="special-rule-effect">
      <Field id={id} label={t('panels.rules.effect')}>
        <select id={id} className="panel-input" value={kind} data-pointer={pointer} aria-describedby={describedBy(id, note ?? undefined)} onChange={(event) => onEdit(setSpecialRuleEffect(scenario, { id: rule.id, kind: event.target.value === '' ? null : event.target.value }))}>
          <option value="">{t('panels.rules.effectNone')}</option>
          {specs.map((candidate) => (
            <option key={candidate.kind} value={candidate.kind}>
              {t(`${game}.effectKind.${candidate.kind}`)}
            </option>
          ))}
          {kind !== '' && !spec && <option value={kind}>{t('panels.rules.effectUnknown', { kind })}</option>}
        </select>
      </Field>
      {note && (
        <p className="panel-field__help" id={`${id}-help`}>
          {note}
        </p>
      )}
      {spec?.params.map((param) => (
        <ParamInput key={param.name} scenario={scenario} language={language} game={game} param={param} values={values} id={`${id}-${param.name}`} pointer={`${pointer}/params`} onChange={(value) => onEdit(setSpecialRuleParam(scenario, { id: rule.id, name: param.name, value }))} />
      ))}
    </div>
  );
}
