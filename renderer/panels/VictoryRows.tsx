/** Victory conditions as editable rows: add, change the type and fields, reorder, remove. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate, type Language } from '../../engine/i18n';
import { mechanicsOf, rulesetModule } from '../../engine/rules';
import { localized } from '../../engine/scenario';
import { own } from '../../engine/scenario/lookup';
import type { Scenario, ScoringRule, Token, VictoryCondition } from '../../engine/scenario/types';
import { addVictoryCondition, moveVictoryCondition, removeVictoryCondition, rulesetOf, updateVictoryCondition, type EditResult, type VictoryDraft } from '../editor/edits';
import { kernelOf } from '../../engine/print/board-model';
import { DraftNumber, Field, LocalizedInput, describedBy } from './fields';
import { fieldHelp, pointerHelp } from './schemaHelp';
import { CHECK_MOMENTS, SCORING_EVENTS, VICTORY_TYPES, draftOf, draftOfType, typeUnavailable, withField, type VictoryType } from './victoryDrafts';

interface Props {
  readonly scenario: Scenario;
  readonly language: Language;
  readonly onEdit: (result: EditResult) => void;
}

interface RowProps extends Props {
  readonly row: VictoryCondition;
  readonly index: number;
  readonly count: number;
}

function Select({ id, label, help, value, pointer, options, onChange }: { id: string; label: string; help?: string | undefined; value: string; pointer?: string; options: readonly { value: string; label: string; disabled?: boolean }[]; onChange: (value: string) => void }) {
  return (
    <Field id={id} label={label} help={help}>
      <select id={id} className="panel-input" value={value} data-pointer={pointer} aria-describedby={describedBy(id, help)} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Checks({ id, label, help, values, options, onChange }: { id: string; label: string; help?: string | undefined; values: readonly string[]; options: readonly { value: string; label: string }[]; onChange: (values: string[]) => void }) {
  return (
    <fieldset className="panel-checks" aria-describedby={describedBy(id, help)}>
      <legend className="panel-field__label">{label}</legend>
      {options.map((option) => (
        <label key={option.value} className="panel-checks__item">
          <input
            type="checkbox"
            checked={values.includes(option.value)}
            onChange={(event) => onChange(event.target.checked ? [...values, option.value] : values.filter((value) => value !== option.value))}
          />
          {option.label}
        </label>
      ))}
      {help && (
        <p className="panel-field__help" id={`${id}-help`}>
          {help}
        </p>
      )}
    </fieldset>
  );
}

function VictoryRow({ scenario, language, onEdit, row, index, count }: RowProps) {
  const { t } = useTranslation();
  const pointer = `/victory/${index}`;
  const id = `victory-${index}`;
  const help = (field: string) => pointerHelp(`${pointer}/${field}`, language);
  // Alone on a token's cell, or alone in a zone.
  const aloneHelp = row.type === 'occupy-token' ? fieldHelp('victory.aloneOnToken', language) : help('alone');
  const draft = draftOf(row);
  const update = (next: VictoryDraft) => onEdit(updateVictoryCondition(scenario, { id: row.id, condition: next }));
  const set = (field: string, value: unknown) => update(withField(draft, field, value));
  const sides = scenario.sides.map((side) => ({ value: side.id, label: localized(side.name, language, side.id) }));
  const ruleset = rulesetOf(scenario);
  // A token as the board shows it: its kind's name, its label and its cell ("Bomb A (B5)"), not its id.
  const tokenLabel = (token: Token) => {
    const kind = localized(own(ruleset?.tokens, token.kind)?.name, language, token.kind);
    const name = token.label ? `${kind} ${localized(token.label, language, '')}`.trim() : kind;
    const kernel = kernelOf(scenario.board);
    return 'col' in token.at && (kernel.kind === 'square' || kernel.kind === 'hex') ? `${name} (${kernel.label(token.at)})` : name;
  };
  const checkOptions = (withDefault: boolean) => [
    ...(withDefault ? [{ value: '', label: t('panels.victory.check.default') }] : []),
    ...CHECK_MOMENTS.map((moment) => ({ value: moment, label: t(`panels.victory.check.${moment}`) })),
  ];

  return (
    <li className="victory-row" data-testid="victory-row" data-id={row.id}>
      <div className="victory-row__header">
        <span className="victory-row__number">{t('panels.victory.row', { number: index + 1 })}</span>
        <button type="button" className="icon-button" aria-label={t('panels.victory.moveUp')} title={t('panels.victory.moveUp')} disabled={index === 0} onClick={() => onEdit(moveVictoryCondition(scenario, { id: row.id, to: index - 1 }))}>
          ↑
        </button>
        <button type="button" className="icon-button" aria-label={t('panels.victory.moveDown')} title={t('panels.victory.moveDown')} disabled={index === count - 1} onClick={() => onEdit(moveVictoryCondition(scenario, { id: row.id, to: index + 1 }))}>
          ↓
        </button>
        <button type="button" className="icon-button icon-button--danger" aria-label={t('panels.victory.remove')} title={t('panels.victory.remove')} onClick={() => onEdit(removeVictoryCondition(scenario, { id: row.id }))}>
          ✕
        </button>
      </div>
      <Select
        id={`${id}-type`}
        label={t('panels.victory.type')}
        help={help('type')}
        pointer={pointer}
        value={row.type}
        options={VICTORY_TYPES.map((type) => ({ value: type, label: t(`panels.victory.type.${type}`), disabled: type !== row.type && typeUnavailable(scenario, type) !== null }))}
        onChange={(type) => {
          const next = draftOfType(scenario, type as VictoryType, t('panels.victory.customText'), draft);
          if (next) update(next);
        }}
      />
      <Select id={`${id}-side`} label={t('panels.victory.side')} help={help('side')} pointer={`${pointer}/side`} value={row.side} options={sides} onChange={(side) => set('side', side)} />
      {row.type === 'hold-zones' && (
        <>
          <Checks
            id={`${id}-zones`}
            label={t('panels.victory.zones')}
            help={help('zones')}
            values={row.zones}
            options={(scenario.board.zones ?? []).map((zone) => ({ value: zone.id, label: localized(zone.name, language, zone.id) }))}
            onChange={(zones) => zones.length > 0 && set('zones', zones)}
          />
          <Select
            id={`${id}-mode`}
            label={t('panels.victory.mode')}
            help={help('mode')}
            value={row.mode ?? 'any'}
            options={[
              { value: 'any', label: t('panels.victory.mode.any') },
              { value: 'all', label: t('panels.victory.mode.all') },
            ]}
            onChange={(mode) => set('mode', mode)}
          />
        </>
      )}
      {row.type === 'occupy-token' && (
        <Select
          id={`${id}-token`}
          label={t('panels.victory.token')}
          help={help('token')}
          value={row.token}
          options={(scenario.board.tokens ?? []).map((token) => ({ value: token.id, label: tokenLabel(token) }))}
          onChange={(token) => set('token', token)}
        />
      )}
      {(row.type === 'hold-zones' || row.type === 'occupy-token') && (
        <div className="panel-field panel-field--check">
          <input id={`${id}-alone`} type="checkbox" checked={row.alone} aria-describedby={describedBy(`${id}-alone`, aloneHelp)} onChange={(event) => set('alone', event.target.checked)} />
          <label htmlFor={`${id}-alone`}>{t('panels.victory.alone')}</label>
          <p className="panel-field__help" id={`${id}-alone-help`}>
            {aloneHelp}
          </p>
        </div>
      )}
      {(row.type === 'hold-zones' || row.type === 'survive') && (
        <Field id={`${id}-turns`} label={t('panels.victory.turns')} help={help('turns')}>
          <DraftNumber id={`${id}-turns`} value={row.turns} describedBy={describedBy(`${id}-turns`, help('turns'))} pointer={`${pointer}/turns`} onCommit={(turns) => set('turns', turns ?? Number.NaN)} />
        </Field>
      )}
      {row.type === 'eliminate' && (
        <Checks
          id={`${id}-targets`}
          label={t('panels.victory.targets')}
          help={help('targets')}
          values={row.targets ?? []}
          options={sides.filter((side) => side.value !== row.side)}
          onChange={(targets) => set('targets', targets.length > 0 ? targets : undefined)}
        />
      )}
      {row.type === 'victory-points' && <PointsFields scenario={scenario} language={language} row={row} pointer={pointer} id={id} onChange={set} />}
      {row.type === 'tracks-meet' &&
        ([0, 1] as const).map((end) => (
          <Select
            key={end}
            id={`${id}-track-${end}`}
            label={`${t('panels.victory.tracks')} ${end + 1}`}
            help={end === 0 ? help('tracks') : undefined}
            value={row.tracks[end]}
            options={Object.entries(ruleset?.tracks ?? {}).map(([track, data]) => ({ value: track, label: localized(data.name, language, track) }))}
            onChange={(track) => set('tracks', end === 0 ? [track, row.tracks[1]] : [row.tracks[0], track])}
          />
        ))}
      {(row.type === 'hold-zones' || row.type === 'occupy-token' || row.type === 'victory-points') && (
        <Select
          id={`${id}-check`}
          label={t('panels.victory.check')}
          help={help('check')}
          value={row.check ?? ''}
          options={checkOptions(row.type !== 'hold-zones')}
          onChange={(check) => set('check', check === '' ? undefined : check)}
        />
      )}
      {row.type === 'custom' && <LocalizedInput id={`${id}-text`} label={t('panels.victory.text')} help={help('text')} multiline value={row.text} pointer={`${pointer}/text`} onCommit={(text) => text !== null && set('text', text)} />}
      <LocalizedInput id={`${id}-description`} label={t('panels.victory.description')} help={help('description')} multiline value={row.description} pointer={`${pointer}/description`} onCommit={(text) => set('description', text ?? undefined)} />
    </li>
  );
}

function PointsFields({ scenario, language, row, pointer, id, onChange }: { scenario: Scenario; language: Language; row: Extract<VictoryCondition, { type: 'victory-points' }>; pointer: string; id: string; onChange: (field: string, value: unknown) => void }) {
  const { t } = useTranslation();
  const tokenKinds = Object.entries(rulesetOf(scenario)?.tokens ?? {});
  const setRule = (index: number, rule: ScoringRule | null) =>
    onChange(
      'scoring',
      rule ? row.scoring.map((other, i) => (i === index ? rule : other)) : row.scoring.filter((_, i) => i !== index),
    );
  const help = (field: string) => pointerHelp(`${pointer}/${field}`, language);
  return (
    <>
      <Field id={`${id}-points`} label={t('panels.victory.points')} help={help('points')}>
        <DraftNumber id={`${id}-points`} value={row.points} describedBy={describedBy(`${id}-points`, help('points'))} onCommit={(points) => onChange('points', points ?? Number.NaN)} />
      </Field>
      <fieldset className="panel-checks">
        <legend className="panel-field__label">{t('panels.victory.scoring')}</legend>
        {row.scoring.map((rule, index) => (
          <div className="scoring-rule" key={index}>
            <select
              className="panel-input"
              aria-label={t('panels.victory.scoring.event')}
              value={rule.event}
              onChange={(event) => setRule(index, { ...rule, event: event.target.value as ScoringRule['event'] })}
            >
              {SCORING_EVENTS.map((event) => (
                <option key={event} value={event}>
                  {t(`panels.victory.scoring.event.${event}`)}
                </option>
              ))}
            </select>
            <DraftNumber id={`${id}-scoring-${index}`} label={t('panels.victory.scoring.points')} value={rule.points} onCommit={(points) => setRule(index, { ...rule, points: points ?? Number.NaN })} />
            {rule.event.startsWith('objective') && (
              <select
                className="panel-input"
                aria-label={t('panels.victory.scoring.tokenKind')}
                value={rule.tokenKind ?? ''}
                onChange={(event) => {
                  const { tokenKind: _old, ...rest } = rule;
                  setRule(index, event.target.value === '' ? rest : { ...rest, tokenKind: event.target.value });
                }}
              >
                <option value="">{t('panels.victory.scoring.anyToken')}</option>
                {tokenKinds.map(([kind, data]) => (
                  <option key={kind} value={kind}>
                    {localized(data.name, language, kind)}
                  </option>
                ))}
              </select>
            )}
            <button type="button" className="icon-button icon-button--danger" aria-label={t('panels.victory.scoring.remove')} title={t('panels.victory.scoring.remove')} onClick={() => setRule(index, null)}>
              ✕
            </button>
          </div>
        ))}
        <button type="button" className="panel-link" onClick={() => onChange('scoring', [...row.scoring, { event: 'unit-eliminated', points: 1 }])}>
          {t('panels.victory.scoring.add')}
        </button>
      </fieldset>
    </>
  );
}

/** The endings the game's rules play beside the scenario's conditions: said, not edited. */
function UnstatedVictories({ scenario, language }: { readonly scenario: Scenario; readonly language: Language }) {
  const { t } = useTranslation();
  const ruleset = rulesetOf(scenario);
  const unstated = ruleset ? (rulesetModule(mechanicsOf(ruleset))?.unstatedVictories?.(scenario) ?? []) : [];
  if (unstated.length === 0) return null;
  const sideName = (id: string) => localized(scenario.sides.find((side) => side.id === id)?.name, language, id);
  return (
    <div className="victory-rows__unstated" data-testid="victory-unstated">
      <p className="panel-note">{t('panels.victory.unstated')}</p>
      <ul>
        {unstated.map((victory) => (
          <li key={`${victory.side}|${victory.key}`}>{t('panels.victory.unstatedRow', { side: sideName(victory.side), text: translate(language, victory.key) })}</li>
        ))}
      </ul>
    </div>
  );
}

export function VictoryRows({ scenario, language, onEdit }: Props) {
  const { t } = useTranslation();
  const rows = scenario.victory ?? [];
  const firstAvailable = VICTORY_TYPES.find((type) => typeUnavailable(scenario, type) === null) ?? 'survive';
  const [chosen, setChosen] = useState<VictoryType | null>(null);
  const type = chosen && typeUnavailable(scenario, chosen) === null ? chosen : firstAvailable;
  const noSide = scenario.sides.length === 0;
  return (
    <div className="victory-rows" data-pointer="/victory">
      <h3 className="panel-subheading">{t('panels.victory.title')}</h3>
      {rows.length === 0 && <p className="panel-empty">{t('panels.victory.empty')}</p>}
      <ol className="victory-rows__list">
        {rows.map((row, index) => (
          <VictoryRow key={row.id} scenario={scenario} language={language} onEdit={onEdit} row={row} index={index} count={rows.length} />
        ))}
      </ol>
      <UnstatedVictories scenario={scenario} language={language} />
      <div className="victory-rows__add">
        <select className="panel-input" aria-label={t('panels.victory.addType')} value={type} disabled={noSide} onChange={(event) => setChosen(event.target.value as VictoryType)}>
          {VICTORY_TYPES.map((option) => {
            const reason = typeUnavailable(scenario, option);
            return (
              <option key={option} value={option} disabled={reason !== null}>
                {reason ? `${t(`panels.victory.type.${option}`)} — ${t(reason)}` : t(`panels.victory.type.${option}`)}
              </option>
            );
          })}
        </select>
        <button
          type="button"
          className="button"
          data-testid="victory-add"
          disabled={noSide}
          title={noSide ? t('panels.victory.needsSide') : undefined}
          onClick={() => {
            const draft = draftOfType(scenario, type, t('panels.victory.customText'));
            if (draft) onEdit(addVictoryCondition(scenario, { condition: draft }));
          }}
        >
          {t('panels.victory.add')}
        </button>
      </div>
    </div>
  );
}
