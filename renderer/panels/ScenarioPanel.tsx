/** The scenario panel: metadata, ruleset and board, turn limit, who starts, victory conditions and special rules. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardKernel } from '../../engine/board/types';
import { LANGUAGES, type Language } from '../../engine/i18n';
import { descriptionIn, localized, titleIn } from '../../engine/scenario';
import type { Scenario } from '../../engine/scenario/types';
import { resizeBoard, rulesetOf, setDescription, setFirstSide, setMeta, setStartTrack, setTitle, setTurnLimit, type EditResult, type MetaChanges } from '../editor/edits';
import { describeBoard } from '../document/board';
import { DraftNumber, DraftText, Field, LocalizedInput, describedBy } from './fields';
import { pointerHelp } from './schemaHelp';
import { addSpecialRule, moveSpecialRule, removeSpecialRule, setSpecialRule } from './specialRules';
import { SpecialRuleEffect } from './SpecialRuleEffect';
import { VictoryRows } from './VictoryRows';
import { installedName } from '../document/rulesetCatalog';
import { mechanicsOf, rulesetModule } from '../../engine/rules';

interface Props {
  readonly scenario: Scenario;
  readonly kernel: BoardKernel | null;
  readonly language: Language;
  readonly onEdit: (result: EditResult) => void;
  /** Opens the board's background dialog; absent without a board. */
  readonly onOpenBackground?: (() => void) | undefined;
}

type TextMeta = 'title' | 'author' | 'source' | 'description';

export function ScenarioPanel({ scenario, kernel, language, onEdit, onOpenBackground }: Props) {
  const { t, i18n } = useTranslation();
  const help = (pointer: string) => pointerHelp(pointer, language);
  const meta = scenario.meta;
  const edit = (changes: MetaChanges) => onEdit(setMeta(scenario, changes));
  const [playersDraft, setPlayersDraft] = useState<{ readonly min: number | null; readonly max: number | null } | null>(null);
  const players = playersDraft ?? { min: meta.players?.min ?? null, max: meta.players?.max ?? null };
  const playersHalf = (players.min === null) !== (players.max === null);
  // A rule just added has a stand-in text: it comes selected, so that typing replaces it.
  const addedRule = useRef<string | null>(null);
  useEffect(() => {
    if (addedRule.current === null) return;
    const index = (scenario.setup?.specialRules ?? []).findIndex((rule) => rule.id === addedRule.current);
    if (index < 0) return;
    const field = document.getElementById(`rule-${index}`);
    if (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) {
      field.focus();
      field.select();
    }
    addedRule.current = null;
  });

  const setPlayers = (next: { min: number | null; max: number | null }) => {
    if ((next.min === null) !== (next.max === null)) {
      setPlayersDraft(next);
      return;
    }
    setPlayersDraft(null);
    edit({ players: next.min === null || next.max === null ? null : { min: next.min, max: next.max } });
  };

  const textField = (field: TextMeta, multiline = false) => {
    const id = `meta-${field}`;
    const pointer = `/meta/${field}`;
    return (
      <Field id={id} label={t(`panels.meta.${field}`)} help={help(pointer)}>
        <DraftText
          id={id}
          value={field === 'title' ? titleIn(meta, language) : field === 'description' ? (descriptionIn(meta, language) ?? '') : (meta[field] ?? '')}
          multiline={multiline}
          pointer={pointer}
          describedBy={describedBy(id, help(pointer))}
          onCommit={(value) => onEdit(field === 'title' ? setTitle(scenario, { language, title: value }) : field === 'description' ? setDescription(scenario, { language, description: value }) : setMeta(scenario, { [field]: value.trim() === '' ? null : value }))}
        />
      </Field>
    );
  };

  const board = kernel ? describeBoard(kernel) : null;
  const geometry = scenario.board.geometry;
  const rules = scenario.setup?.specialRules ?? [];
  const ruleset = rulesetOf(scenario);
  const tracks = ruleset?.tracks ?? {};
  // Left empty, the limit is the game's own, which the field shows rather than « no limit ».
  const ownLimit = ruleset ? rulesetModule(mechanicsOf(ruleset))?.play?.turnLimit({ ...scenario, turns: { ...scenario.turns, limit: undefined } }, ruleset) : undefined;
  const first = scenario.turns?.first ?? '';
  const languages = [...LANGUAGES, ...(LANGUAGES.includes(meta.language as Language) ? [] : [meta.language])];

  return (
    <div className="scenario-panel" data-testid="scenario-panel">
      {textField('title')}
      {textField('author')}
      {textField('description', true)}
      {textField('source')}
      <Field id="meta-language" label={t('panels.meta.language')} help={help('/meta/language')}>
        <select id="meta-language" className="panel-input" value={meta.language} data-pointer="/meta/language" aria-describedby={describedBy('meta-language', help('/meta/language'))} onChange={(event) => edit({ language: event.target.value })}>
          {languages.map((code) => (
            <option key={code} value={code}>
              {t(`language.${code}`, { defaultValue: code })}
            </option>
          ))}
        </select>
      </Field>
      <div className="panel-pair">
        <Field id="meta-players-min" label={t('panels.meta.playersMin')} help={help('/meta/players/min')} error={playersHalf ? t('panels.meta.playersBoth') : null}>
          <DraftNumber id="meta-players-min" value={players.min} pointer="/meta/players" describedBy={describedBy('meta-players-min', help('/meta/players/min'), playersHalf ? 'x' : null)} onCommit={(min) => setPlayers({ ...players, min })} />
        </Field>
        <Field id="meta-players-max" label={t('panels.meta.playersMax')} help={help('/meta/players/max')}>
          <DraftNumber id="meta-players-max" value={players.max} describedBy={describedBy('meta-players-max', help('/meta/players/max'))} onCommit={(max) => setPlayers({ ...players, max })} />
        </Field>
      </div>
      <Field id="meta-duration" label={t('panels.meta.duration')} help={help('/meta/durationMinutes')}>
        <DraftNumber id="meta-duration" value={meta.durationMinutes ?? null} pointer="/meta/durationMinutes" describedBy={describedBy('meta-duration', help('/meta/durationMinutes'))} onCommit={(minutes) => edit({ durationMinutes: minutes ?? null })} />
      </Field>
      <Field id="scenario-ruleset" label={t('panels.scenario.ruleset')} help={help('/ruleset/id')}>
        <output id="scenario-ruleset" className="panel-output" data-pointer="/ruleset">
          {installedName(scenario.ruleset.id, i18n.language as Language)}
        </output>
      </Field>
      {board && (
        <Field id="scenario-board" label={t('panels.scenario.board')} help={help('/board/geometry')}>
          <output id="scenario-board" className="panel-output">
            {t(board.key, board.params)}
          </output>
        </Field>
      )}
      {(geometry.kind === 'square' || geometry.kind === 'hex') && (
        <div className="panel-pair">
          {(['columns', 'rows'] as const).map((field) => (
            <Field key={field} id={`board-${field}`} label={t(`panels.scenario.${field}`)} help={help(`/board/geometry/${field}`)}>
              <DraftNumber
                id={`board-${field}`}
                value={geometry[field]}
                pointer={`/board/geometry/${field}`}
                describedBy={describedBy(`board-${field}`, help(`/board/geometry/${field}`))}
                onCommit={(count) => count !== null && onEdit(resizeBoard(scenario, { columns: geometry.columns, rows: geometry.rows, [field]: count }))}
              />
            </Field>
          ))}
        </div>
      )}
      {onOpenBackground && (
        <div className="panel-field" data-pointer="/art/background">
          <span className="panel-field__label" id="scenario-background">
            {t('art.background.title')}
          </span>
          <p className="panel-output" id="scenario-background-image">
            {scenario.art?.background ? scenario.art.background.image : t('art.background.noneShort')}
          </p>
          <button type="button" className="button" aria-describedby="scenario-background scenario-background-image" data-testid="open-background" onClick={onOpenBackground}>
            {t('art.background.open')}
          </button>
        </div>
      )}
      <Field id="turns-limit" label={t('panels.turns.limit')} help={help('/turns/limit')}>
        <DraftNumber id="turns-limit" value={scenario.turns?.limit ?? null} placeholder={ownLimit === undefined ? t('panels.turns.noLimit') : t('panels.turns.gameLimit', { count: ownLimit })} pointer="/turns/limit" describedBy={describedBy('turns-limit', help('/turns/limit'))} onCommit={(limit) => onEdit(setTurnLimit(scenario, { limit: limit === null ? null : limit }))} />
      </Field>
      <Field id="turns-first" label={t('panels.turns.first')} help={help('/turns/first')}>
        <select id="turns-first" className="panel-input" value={first} data-pointer="/turns/first" aria-describedby={describedBy('turns-first', help('/turns/first'))} onChange={(event) => onEdit(setFirstSide(scenario, { side: event.target.value === '' ? null : event.target.value }))}>
          <option value="">{t('panels.turns.rulesetDefault')}</option>
          <option value="roll">{t('panels.turns.roll')}</option>
          {scenario.sides.map((side) => (
            <option key={side.id} value={side.id}>
              {localized(side.name, language, side.id)}
            </option>
          ))}
        </select>
      </Field>
      {Object.keys(tracks).length > 0 && (
        <div className="panel-pair" data-pointer="/setup/tracks">
          {Object.entries(tracks).map(([track, data]) => (
            <Field key={track} id={`start-track-${track}`} label={t('panels.tracks.start', { track: localized(data.name, language, track) })} help={help(`/setup/tracks/${track}`)}>
              <DraftNumber
                id={`start-track-${track}`}
                value={scenario.setup?.tracks?.[track] ?? null}
                placeholder={t('panels.tracks.rulesDefault')}
                pointer={`/setup/tracks/${track}`}
                describedBy={describedBy(`start-track-${track}`, help(`/setup/tracks/${track}`))}
                onCommit={(value) => onEdit(setStartTrack(scenario, { track, value }))}
              />
            </Field>
          ))}
        </div>
      )}
      <VictoryRows scenario={scenario} language={language} onEdit={onEdit} />
      <div className="special-rules" data-pointer="/setup/specialRules">
        <h3 className="panel-subheading">{t('panels.rules.title')}</h3>
        {rules.length === 0 && <p className="panel-empty">{t('panels.rules.empty')}</p>}
        <ol className="victory-rows__list">
          {rules.map((rule, index) => (
            <li key={rule.id} className="victory-row" data-testid="special-rule">
              <div className="victory-row__header">
                <span className="victory-row__number">{t('panels.rules.rule', { number: index + 1 })}</span>
                <button type="button" className="icon-button" aria-label={t('panels.victory.moveUp')} title={t('panels.victory.moveUp')} disabled={index === 0} onClick={() => onEdit(moveSpecialRule(scenario, { id: rule.id, to: index - 1 }))}>
                  ↑
                </button>
                <button type="button" className="icon-button" aria-label={t('panels.victory.moveDown')} title={t('panels.victory.moveDown')} disabled={index === rules.length - 1} onClick={() => onEdit(moveSpecialRule(scenario, { id: rule.id, to: index + 1 }))}>
                  ↓
                </button>
                <button type="button" className="icon-button icon-button--danger" aria-label={t('panels.victory.remove')} title={t('panels.victory.remove')} onClick={() => onEdit(removeSpecialRule(scenario, { id: rule.id }))}>
                  ✕
                </button>
              </div>
              <LocalizedInput
                id={`rule-${index}`}
                label={t('panels.rules.text')}
                multiline
                value={rule.text}
                pointer={`/setup/specialRules/${index}`}
                help={help(`/setup/specialRules/${index}/text`)}
                onCommit={(text) => text !== null && onEdit(setSpecialRule(scenario, { id: rule.id, text }))}
              />
              <SpecialRuleEffect scenario={scenario} rule={rule} index={index} language={language} onEdit={onEdit} />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button"
          onClick={() => {
            const result = addSpecialRule(scenario, { text: t('panels.rules.newText') });
            onEdit(result);
            if (result.ok && result.created) addedRule.current = result.created;
          }}
        >
          {t('panels.rules.add')}
        </button>
      </div>
    </div>
  );
}
