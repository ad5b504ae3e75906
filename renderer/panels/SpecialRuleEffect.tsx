/**
 * The effect a special rule carries for the rules to play (Rivet Wars' missions: no draw, a
 * garrison, a paradrop...), and its parameters as a form: sides, units of that side's faction,
 * numbers, yes or no, choices. "None" keeps the rule in words, which the playtest does not apply.
 */
import { useTranslation } from 'react-i18next';
import type { Language } from '../../engine/i18n';
import { localized } from '../../engine/scenario';
import type { EffectValue, Scenario, SpecialRule } from '../../engine/scenario/types';
import { mechanicsOf, type EffectParam } from '../../engine/rules';
import { rulesetOf, type EditResult } from '../editor/edits';
import { DraftNumber, Field, describedBy } from './fields';
import { effectSpecs, profileChoices, setSpecialRuleEffect, setSpecialRuleParam } from './specialRules';

interface Props {
  readonly scenario: Scenario;
  readonly rule: SpecialRule;
  readonly index: number;
  readonly language: Language;
  readonly onEdit: (result: EditResult) => void;
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
  const note = kind === '' ? t('panels.rules.effectNone.note') : spec?.inFile ? t('panels.rules.effectInFile') : null;
  const set = (name: string, value: EffectValue | undefined) => onEdit(setSpecialRuleParam(scenario, { id: rule.id, name, value }));

  const input = (param: EffectParam) => {
    const paramId = `${id}-${param.name}`;
    const label = t(`${game}.effectParam.${param.name}`);
    const value = values[param.name];
    if (param.type === 'boolean') {
      return (
        <label key={param.name} className="palette__check" htmlFor={paramId}>
          <input id={paramId} type="checkbox" checked={value === true} data-pointer={`${pointer}/params/${param.name}`} onChange={(event) => set(param.name, event.target.checked ? true : param.optional ? undefined : false)} />
          {label}
        </label>
      );
    }
    if (param.type === 'integer') {
      return (
        <Field key={param.name} id={paramId} label={label}>
          <DraftNumber id={paramId} value={typeof value === 'number' ? value : null} pointer={`${pointer}/params/${param.name}`} onCommit={(number) => set(param.name, number ?? undefined)} />
        </Field>
      );
    }
    const options =
      param.type === 'side'
        ? scenario.sides.map((side) => ({ value: side.id, label: localized(side.name, language, side.id) }))
        : param.type === 'profile'
          ? profileChoices(scenario, values.side).map((profile) => ({ value: profile, label: localized(ruleset?.unitProfiles?.[profile]?.name, language, profile) }))
          : (param.choices ?? []).map((choice) => ({ value: choice, label: t(`${game}.effectChoice.${choice}`) }));
    return (
      <Field key={param.name} id={paramId} label={label}>
        <select id={paramId} className="panel-input" value={typeof value === 'string' ? value : ''} data-pointer={`${pointer}/params/${param.name}`} onChange={(event) => set(param.name, event.target.value)}>
          {typeof value !== 'string' && <option value="">{t('panels.rules.effectChoose')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
    );
  };

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
      {spec && !spec.inFile && spec.params.map(input)}
    </div>
  );
}
