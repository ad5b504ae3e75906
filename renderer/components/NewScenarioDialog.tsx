/**
 * File > New: the ruleset, the kind of board (defaulting from the ruleset), its size and the size
 * of a cell or hex in millimetres or inches. Every input is checked as it is typed, with a message
 * under it; Create is offered once the options make a valid scenario (renderer/document/newScenario.ts).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../engine/i18n';
import { localized } from '../../engine/scenario';
import type { ScenarioData } from '../document/openDocument';
import {
  GEOMETRY_CHOICES,
  checkNewScenario,
  convertLength,
  defaultOptions,
  geometryKind,
  newScenario,
  shippedRulesets,
  supportsGeometry,
  type GeometryChoice,
  type LengthUnit,
  type NewScenarioOptions,
  type OptionIssue,
} from '../document/newScenario';
import '../panels/panels.css';
import { rulesetName } from '../../engine/rules';

interface Props {
  /** The app's language: the scenario's texts start in it. */
  readonly language: Language;
  readonly defaultTitle: string;
  readonly onCreate: (scenario: ScenarioData) => void;
  readonly onClose: () => void;
}

type NumberField = 'columns' | 'rows' | 'cellSize' | 'width' | 'height';
type Form = Omit<NewScenarioOptions, NumberField> & { readonly [K in NumberField]: string };

function formOf(options: NewScenarioOptions): Form {
  return { ...options, columns: String(options.columns), rows: String(options.rows), cellSize: String(options.cellSize), width: String(options.width), height: String(options.height) };
}

/** "12,5" is read as 12.5, as a French keyboard types it; anything else that is not a number is NaN. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

function optionsOf(form: Form): NewScenarioOptions {
  return { ...form, columns: numberOf(form.columns), rows: numberOf(form.rows), cellSize: numberOf(form.cellSize), width: numberOf(form.width), height: numberOf(form.height) };
}

export function NewScenarioDialog({ language, defaultTitle, onCreate, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState(() => formOf(defaultOptions(shippedRulesets()[0]?.id ?? '', defaultTitle, language)));
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const options = optionsOf(form);
  const issues = checkNewScenario(options);
  const issueOf = (field: OptionIssue['field']) => issues.find((issue) => issue.field === field);
  const ruleset = shippedRulesets().find((known) => known.id === form.ruleset);
  const kind = geometryKind(form.geometry);
  const cells = kind === 'square' || kind === 'hex';
  const set = (changes: Partial<Form>) => setForm((current) => ({ ...current, ...changes }));

  const changeUnit = (unit: LengthUnit) => {
    const convert = (text: string) => {
      const value = numberOf(text);
      return Number.isFinite(value) ? String(convertLength(value, form.unit, unit)) : text;
    };
    // A free table keeps its own unit: its numbers are what the file stores.
    set({ unit, cellSize: convert(form.cellSize), width: convert(form.width), height: convert(form.height) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (issues.length > 0) return;
    const names = i18n.getFixedT(options.language);
    onCreate(
      newScenario(options, {
        side: (number) => names('newScenario.names.side', { number }),
        deployment: (side) => names('newScenario.names.deployment', { side }),
        territory: (side) => names('newScenario.names.territory', { side }),
        area: (number) => names('newScenario.names.area', { number }),
      }),
    );
    dialog.current?.close();
  };

  const errorText = (field: OptionIssue['field']) => {
    const issue = issueOf(field);
    return issue ? t(issue.key, issue.params) : null;
  };
  const input = (field: NumberField, label: string) => {
    const error = errorText(field);
    return (
      <input
        id={`new-${field}`}
        type="text"
        inputMode="decimal"
        aria-label={label}
        value={form[field]}
        aria-invalid={error !== null}
        aria-describedby={error ? `new-${field}-error` : undefined}
        onChange={(event) => set({ [field]: event.target.value } as Partial<Form>)}
      />
    );
  };
  // Two fields on one line (columns × rows) say which of them each error is about.
  const errors = (...fields: OptionIssue['field'][]) =>
    fields.map((field) => {
      const error = errorText(field);
      return error ? (
        <p key={field} className="form-error" id={`new-${field}-error`} role="alert">
          {fields.length > 1 ? t('newScenario.fieldError', { field: t(`newScenario.${field}`), error }) : error}
        </p>
      ) : null;
    });

  return (
    <dialog ref={dialog} className="dialog new-scenario" aria-labelledby="new-scenario-title" onClose={onClose} data-testid="new-scenario-dialog">
      <form onSubmit={submit} noValidate>
        <h2 id="new-scenario-title">{t('newScenario.title')}</h2>
        <div className="form-grid">
          <label htmlFor="new-title">{t('newScenario.name')}</label>
          <div>
            <input id="new-title" type="text" value={form.title} aria-invalid={!!issueOf('title')} aria-describedby={issueOf('title') ? 'new-title-error' : undefined} onChange={(event) => set({ title: event.target.value })} />
            {errors('title')}
          </div>

          <label htmlFor="new-language">{t('newScenario.language')}</label>
          <select id="new-language" value={form.language} onChange={(event) => set({ language: event.target.value })}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`language.${code}`)}
              </option>
            ))}
          </select>

          <label htmlFor="new-ruleset">{t('newScenario.ruleset')}</label>
          <div>
            <select id="new-ruleset" value={form.ruleset} onChange={(event) => setForm({ ...formOf(defaultOptions(event.target.value, form.title, form.language)) })}>
              {/* By name in the reader's language, as a list of games is read. */}
              {[...shippedRulesets()]
                .sort((a, b) => localized(a.name, i18n.language as Language, a.id).localeCompare(localized(b.name, i18n.language as Language, b.id), i18n.language))
                .map((option) => (
                <option key={option.id} value={option.id}>
                  {localized(option.name, i18n.language as Language, option.id)}
                  {option.mechanics !== undefined ? ` — ${t('newScenario.variantOf', { game: rulesetName(option.mechanics, i18n.language as Language) })}` : ''}
                </option>
              ))}
            </select>
            {errors('ruleset')}
          </div>

          <span id="new-geometry-label">{t('newScenario.geometry')}</span>
          <div>
            <fieldset className="new-scenario__geometry" aria-labelledby="new-geometry-label">
              {GEOMETRY_CHOICES.map((choice: GeometryChoice) => {
                const supported = !!ruleset && supportsGeometry(ruleset, choice);
                return (
                  <label key={choice}>
                    <input type="radio" name="new-geometry" value={choice} checked={form.geometry === choice} disabled={!supported} onChange={() => set({ geometry: choice })} />
                    {t(`newScenario.geometry.${choice}`)}
                    {!supported && <span className="new-scenario__unsupported">({t('newScenario.geometry.unsupported')})</span>}
                  </label>
                );
              })}
            </fieldset>
            {errors('geometry')}
          </div>

          {cells ? (
            <>
              <label htmlFor="new-columns">
                {t('newScenario.columns')} × {t('newScenario.rows')}
              </label>
              <div>
                <div className="new-scenario__size">
                  {input('columns', t('newScenario.columns'))}×{input('rows', t('newScenario.rows'))}
                </div>
                {errors('columns', 'rows')}
              </div>
              <label htmlFor="new-cellSize">{t(`newScenario.cellSize.${kind}`)}</label>
              <div>
                <div className="new-scenario__size">
                  {input('cellSize', t(`newScenario.cellSize.${kind}`))}
                  <span className="new-scenario__unit">{t(`length.unit.${form.unit}`)}</span>
                </div>
                {errors('cellSize')}
              </div>
            </>
          ) : (
            <>
              <label htmlFor="new-width">
                {t('newScenario.width')} × {t('newScenario.height')}
              </label>
              <div>
                <div className="new-scenario__size">
                  {input('width', t('newScenario.width'))}×{input('height', t('newScenario.height'))}
                  <span className="new-scenario__unit">{t(`length.unit.${form.unit}`)}</span>
                </div>
                {errors('width', 'height')}
              </div>
            </>
          )}

          <label htmlFor="new-unit">{t('newScenario.unit')}</label>
          <select id="new-unit" value={form.unit} onChange={(event) => changeUnit(event.target.value as LengthUnit)}>
            <option value="mm">{t('newScenario.unit.mm')}</option>
            <option value="in">{t('newScenario.unit.in')}</option>
          </select>
        </div>
        <p className="new-scenario__note">{t('newScenario.seeded')}</p>
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={issues.length > 0} data-testid="new-scenario-create">
            {t('newScenario.create')}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
