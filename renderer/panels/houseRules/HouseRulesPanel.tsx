/**
 * The House rules panel: every part of the scenario's ruleset data (terrain, edge and token kinds,
 * unit profiles, decks, tables, constants ...) with the game's value and the scenario's side by
 * side, a filter that shows only the changes, and the variant commands. Each change is one undo
 * step through `onEdit`; problems it makes are listed in the Problems panel and point back here.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../engine/i18n';
import { localized, mergeOverrides, OVERRIDE_SECTIONS } from '../../../engine/scenario';
import type { Scenario } from '../../../engine/scenario/types';
import { installedName } from '../../document/rulesetCatalog';
import type { EditResult } from '../../editor/edits';
import { gameDataOf } from '../../editor/edits/context';
import { ConstantsSection } from './ConstantsSection';
import './houseRules.css';
import { HouseRulesContext, type HouseRules } from './context';
import { FieldRow } from './FieldRow';
import { changeCount, objectFields } from './model';
import { RulesSection } from './RulesSection';

/** A place the panel is asked to show (a problem clicked), with a serial so the same place can be asked twice. */
export interface Reveal {
  readonly path: readonly string[];
  readonly serial: number;
}

interface Props {
  readonly scenario: Scenario;
  readonly language: Language;
  readonly onEdit: (result: EditResult) => void;
  readonly reveal: Reveal | null;
  readonly onSaveVariant: () => void;
  readonly onOpenVariant: () => void;
}

/** Tiles are drawn with the board tools, not edited here. */
const SECTIONS = OVERRIDE_SECTIONS.filter((section) => section !== 'tiles');

export function HouseRulesPanel({ scenario, language, onEdit, reveal, onSaveVariant, onOpenVariant }: Props) {
  const { t } = useTranslation();
  const [onlyChanges, setOnlyChanges] = useState(false);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [seen, setSeen] = useState(0);
  const base = gameDataOf(scenario);
  const effective = useMemo(() => (base ? mergeOverrides(base, scenario.ruleset.overrides) : {}), [base, scenario.ruleset.overrides]);
  // A problem asks to show a place: its section and entry open in this very render, so the focus finds the field.
  if (reveal && reveal.serial !== seen) {
    setSeen(reveal.serial);
    const [section, entry] = reveal.path;
    setOpen((current) => new Set([...current, ...(section ? [section] : []), ...(section && entry && section !== 'constants' ? [`${section}/${entry}`] : [])]));
  }
  const context: HouseRules | null = useMemo(() => (base ? { scenario, base, effective, language, t, onlyChanges, onEdit } : null), [scenario, base, effective, language, t, onlyChanges, onEdit]);
  // A scenario on a variant not installed here: the way to install it is at hand.
  if (!base || !context)
    return (
      <div className="house-rules" data-testid="house-rules-missing">
        <p className="panel-empty">{t('houseRules.notInstalled', { id: scenario.ruleset.id })}</p>
        <button type="button" className="button" data-testid="house-open-variant" onClick={onOpenVariant}>
          {t('houseRules.openVariant')}
        </button>
      </div>
    );
  const toggle = (key: string) => setOpen((current) => (current.has(key) ? new Set([...current].filter((k) => k !== key)) : new Set([...current, key])));
  const data = base as unknown as Readonly<Record<string, unknown>>;
  const sections = SECTIONS.filter((section) => data[section] !== undefined || effective[section] !== undefined);
  const total = sections.reduce((sum, section) => sum + changeCount(data[section], effective[section]), 0);
  return (
    <HouseRulesContext.Provider value={context}>
      <div className="house-rules" data-testid="house-rules">
        <p className="panel-note">
          {t(base.mechanics ? 'houseRules.onVariant' : 'houseRules.onGame', { name: localized(base.name, language, base.id), version: base.version, game: base.mechanics ? installedName(base.mechanics, language) : '' })}{' '}
          <strong data-testid="house-rules-count">{total === 0 ? t(base.mechanics ? 'houseRules.none.countVariant' : 'houseRules.none.count') : t('houseRules.count', { count: total })}</strong>
        </p>
        <div className="house-rules__tools">
          <label className="house-rules__filter">
            <input type="checkbox" checked={onlyChanges} data-testid="house-only-changes" onChange={(event) => setOnlyChanges(event.target.checked)} /> {t('houseRules.onlyChanges')}
          </label>
          <input type="search" className="panel-input" placeholder={t('houseRules.search')} aria-label={t('houseRules.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
          <button type="button" className="button" data-testid="house-save-variant" onClick={onSaveVariant}>
            {t('houseRules.saveVariant')}
          </button>
          <button type="button" className="button" data-testid="house-open-variant" onClick={onOpenVariant}>
            {t('houseRules.openVariant')}
          </button>
        </div>
        {sections.map((section) => {
          const changes = changeCount(data[section], effective[section]);
          // Searching, or showing only the changes, unfolds the sections that have something to show.
          const expanded = open.has(section) || search.trim() !== '' || (onlyChanges && changes > 0);
          return (
            <section key={section} className="house-section" data-testid={`house-section-${section}`}>
              <h3 className="house-section__heading">
                <button type="button" className="house-section__toggle" aria-expanded={expanded} onClick={() => toggle(section)}>
                  <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {t(`houseRules.section.${section}`)}
                  {changes > 0 && <span className="house-badge house-badge--changed">{t('houseRules.state.changed', { count: changes })}</span>}
                </button>
              </h3>
              {expanded &&
                (section === 'constants' ? (
                  <ConstantsSection search={search} />
                ) : section === 'constraints' ? (
                  objectFields([section], base, effective, language).map((field) => <FieldRow key={field.path.join('/')} field={field} />)
                ) : (
                  <RulesSection section={section} search={search} openEntries={open} onToggle={toggle} />
                ))}
            </section>
          );
        })}
      </div>
    </HouseRulesContext.Provider>
  );
}
