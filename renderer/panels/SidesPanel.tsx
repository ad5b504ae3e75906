/** The sides panel: each side's name, colour and resources; sides added and removed. */
import { useTranslation } from 'react-i18next';
import type { Language } from '../../engine/i18n';
import { localized } from '../../engine/scenario';
import { own } from '../../engine/scenario/lookup';
import type { LocalizedText, Scenario, Side } from '../../engine/scenario/types';
import { addSide, refuse, removeSide, rulesetOf, setSideColour, setSideName, setSideResource, setZoneProperties, type EditResult } from '../editor/edits';
import { composeEdits } from '../editor/tools/compose';
import { ColourInput, DraftNumber, Field, LocalizedInput, describedBy } from './fields';
import { pointerHelp } from './schemaHelp';

interface Props {
  readonly scenario: Scenario;
  readonly language: Language;
  readonly onEdit: (result: EditResult) => void;
}

const NEW_SIDE_COLOURS = ['#b03a2e', '#2e5cb0', '#3f8f2f', '#c9a227', '#7d3c98', '#148f77', '#ca6f1e', '#566573'];

export function SidesPanel({ scenario, language, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  // A side renamed: the deployment zones a new scenario named after it (« Déploiement : Attaquants », in
  // the scenario's language) follow the new name, in the same undo step; zones renamed by hand keep theirs.
  const rename = (side: Side, name: LocalizedText): EditResult => {
    const words = i18n.getFixedT(scenario.meta.language);
    const named = (of: LocalizedText) => words('newScenario.names.deployment', { side: localized(of, scenario.meta.language as Language, side.id) });
    const before = named(side.name);
    const zones = (scenario.board.zones ?? []).filter((zone) => zone.side === side.id && localized(zone.name, scenario.meta.language as Language, '') === before);
    return composeEdits(scenario, [(current: Scenario) => setSideName(current, { id: side.id, name }), ...zones.map((zone) => (current: Scenario) => setZoneProperties(current, { zone: zone.id, name: named(name) }))]).result;
  };
  const ruleset = rulesetOf(scenario);
  const resources = Object.entries(ruleset?.resources ?? {});
  const help = (pointer: string) => pointerHelp(pointer, language);
  const used = new Set(scenario.sides.map((side) => side.colour.toLowerCase()));
  const nextColour = NEW_SIDE_COLOURS.find((colour) => !used.has(colour)) ?? '#888888';

  return (
    <div className="sides-panel" data-testid="sides-panel">
      {scenario.sides.map((side, index) => {
        const pointer = `/sides/${index}`;
        const id = `side-${index}`;
        const faction = side.faction !== undefined ? own(ruleset?.factions, side.faction) : undefined;
        return (
          <fieldset key={side.id} className="side-card" data-pointer={pointer} data-testid="side-card">
            <legend className="side-card__legend">
              <span className="side-card__swatch" aria-hidden="true" ref={(element) => element?.style.setProperty('background', side.colour)} />
              {localized(side.name, language, side.id)}
            </legend>
            <LocalizedInput
              id={`${id}-name`}
              label={t('panels.sides.name')}
              help={help(`${pointer}/name`)}
              value={side.name}
              pointer={`${pointer}/name`}
              onCommit={(name) => onEdit(name === null ? refuse('edit.text.length', { max: 4000 }) : rename(side, name))}
            />
            <Field id={`${id}-colour`} label={t('panels.sides.colour')} help={help(`${pointer}/colour`)}>
              <ColourInput id={`${id}-colour`} value={side.colour} optional={false} pointer={`${pointer}/colour`} describedBy={describedBy(`${id}-colour`, help(`${pointer}/colour`))} onCommit={(colour) => colour && onEdit(setSideColour(scenario, { id: side.id, colour }))} />
            </Field>
            {side.faction !== undefined && (
              <Field id={`${id}-faction`} label={t('panels.sides.faction')} help={help(`${pointer}/faction`)}>
                <output id={`${id}-faction`} className="panel-output" data-pointer={`${pointer}/faction`}>
                  {localized(faction?.name, language, side.faction)}
                </output>
              </Field>
            )}
            <p className="panel-note">{t('panels.sides.units', { count: side.units?.length ?? 0 })}</p>
            {resources.length > 0 && (
              <div className="side-card__resources" data-pointer={`${pointer}/resources`}>
                <h4 className="panel-subheading">{t('panels.sides.resources')}</h4>
                {resources.map(([resourceId, resource]) => {
                  const name = localized(resource.name, language, resourceId);
                  const amounts = own(side.resources, resourceId);
                  const base = `${pointer}/resources/${resourceId}`;
                  return (
                    <div className="panel-pair" key={resourceId}>
                      <Field id={`${id}-${resourceId}-start`} label={t('panels.sides.resourceStart', { resource: name })} help={help(`${base}/start`)}>
                        <DraftNumber
                          id={`${id}-${resourceId}-start`}
                          value={amounts?.start ?? null}
                          describedBy={describedBy(`${id}-${resourceId}-start`, help(`${base}/start`))}
                          onCommit={(start) => onEdit(setSideResource(scenario, { id: side.id, resource: resourceId, start }))}
                        />
                      </Field>
                      <Field id={`${id}-${resourceId}-turn`} label={t('panels.sides.resourcePerTurn', { resource: name })} help={help(`${base}/perTurn`)}>
                        <DraftNumber
                          id={`${id}-${resourceId}-turn`}
                          value={amounts?.perTurn ?? null}
                          describedBy={describedBy(`${id}-${resourceId}-turn`, help(`${base}/perTurn`))}
                          onCommit={(perTurn) => onEdit(setSideResource(scenario, { id: side.id, resource: resourceId, perTurn }))}
                        />
                      </Field>
                    </div>
                  );
                })}
              </div>
            )}
            <button type="button" className="button button--danger" onClick={() => onEdit(removeSide(scenario, { id: side.id }))}>
              {t('panels.sides.remove')}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="button" onClick={() => onEdit(addSide(scenario, { name: t('panels.sides.newName', { number: scenario.sides.length + 1 }), colour: nextColour }))}>
        {t('panels.sides.add')}
      </button>
    </div>
  );
}
