/**
 * The army builder: for games whose armies are bought with points, each side's squads with every
 * model's points and the army's total against the scenario's limit, live; squads added from the
 * game's profiles, models counted up and down, profiles designed from weapons and special rules,
 * whole armies taken from the book; and the army rules the scenario breaks, as validation finds
 * them. It reads the game only through its ruleset module's army hooks.
 */
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../engine/i18n';
import { rulesetModule } from '../../../engine/rules/index';
import type { Problem } from '../../../engine/scenario/problems';
import type { Scenario } from '../../../engine/scenario/types';
import { rulesetOf, setArmyPoints, type EditResult } from '../../editor/edits';
import { DraftNumber, Field, describedBy } from '../fields';
import { pointerHelp } from '../schemaHelp';
import { ProfileDesigner } from './ProfileDesigner';
import { SideArmy } from './SideArmy';

interface Props {
  readonly scenario: Scenario;
  readonly language: Language;
  readonly problems: readonly Problem[];
  readonly onEdit: (result: EditResult) => void;
}

export function ArmyPanel({ scenario, language, problems, onEdit }: Props) {
  const { t } = useTranslation();
  const armies = rulesetModule(scenario.ruleset.id)?.armies;
  const ruleset = rulesetOf(scenario);
  if (!armies || !ruleset) return <p className="panel-empty">{t('panels.army.none')}</p>;
  const limit = scenario.setup?.armyPoints ?? null;
  const help = pointerHelp('/setup/armyPoints', language);
  return (
    <div className="army-panel" data-testid="army-panel">
      <Field id="army-limit" label={t('panels.army.limit')} help={help}>
        <DraftNumber id="army-limit" value={limit} describedBy={describedBy('army-limit', help)} onCommit={(points) => onEdit(setArmyPoints(scenario, { points }))} />
      </Field>
      {scenario.sides.map((side, index) => (
        <SideArmy key={side.id} scenario={scenario} ruleset={ruleset} armies={armies} sideIndex={index} language={language} limit={limit} problems={problems.filter((problem) => problem.pointer === `/sides/${index}` || problem.pointer.startsWith(`/sides/${index}/`))} onEdit={onEdit} />
      ))}
      <ProfileDesigner scenario={scenario} ruleset={ruleset} armies={armies} language={language} onEdit={onEdit} />
    </div>
  );
}
