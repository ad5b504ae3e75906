import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../engine/i18n';
import { localized } from '../../../engine/scenario';
import type { RulesetData, Scenario, ZonePurpose } from '../../../engine/scenario/types';
import { addRegion, setAreaRegion, setKindArt, setRegion, type ArtKind } from '../edits';
import { ArtField, artReferenceOf } from '../../panels/ArtField';
import { LocalizedInput } from '../../panels/fields';
import type { Selection } from '../selection';
import { composeEdits } from './compose';
import { edgePalette, terrainPalette, tilePalette, tokenPalette, unitPalette, type Swatch } from './palette';
import { canRotate } from './selectionEdits';
import { SwatchCanvas } from './SwatchCanvas';
import type { EditorTools } from './useEditorTools';
import { ROTATE_STEP } from './keys';
import { hasWalls } from '../../document/board';

const PURPOSES: readonly ZonePurpose[] = ['deployment', 'start', 'objective', 'territory', 'room', 'other'];

interface Props {
  readonly tools: Omit<EditorTools, 'surface'>;
  readonly scenario: Scenario;
  readonly ruleset: RulesetData;
  readonly selection: Selection;
  readonly language: Language;
}

function SwatchList({ swatches, chosen, onPick, group }: { swatches: readonly Swatch[]; chosen: string | null; onPick: (id: string) => void; group: string }) {
  return (
    <ul className="palette__list">
      {swatches.map((swatch) => (
        <li key={swatch.id}>
          <button type="button" className="palette__item" aria-pressed={swatch.id === chosen} data-testid={`palette-${group}-${swatch.id}`} title={swatch.summary ? `${swatch.name} — ${swatch.summary}` : swatch.name} onClick={() => onPick(swatch.id)}>
            <SwatchCanvas colour={swatch.colour} pattern={swatch.pattern} />
            <span className="palette__name">
              {swatch.name}
              {swatch.summary && <span className="palette__rules">{swatch.summary}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The image of the kind in hand: attached, replaced or removed from the palette, each one undo step. */
function KindArt({ tools, scenario, kind, id, name }: { tools: Props['tools']; scenario: Scenario; kind: ArtKind; id: string | null | undefined; name: string | undefined }) {
  if (!id) return null;
  return <ArtField target={{ kind, key: id }} name={name ?? id} reference={artReferenceOf(scenario, { kind, key: id })} onRemove={() => tools.commit(setKindArt(scenario, { kind, key: id, reference: null }))} />;
}

/** The choices of the current tool, generated from the ruleset: terrain, edge kinds and states, tokens, units per side, tiles, zones, regions. */
export function ToolPalette({ tools, scenario, ruleset, selection, language }: Props) {
  const { t } = useTranslation();
  const { tool, options, setOptions, board } = tools;
  const kernelKind = board?.kernel.kind;
  const [regionName, setRegionName] = useState('');
  const terrain = useMemo(() => terrainPalette(ruleset, language, t), [ruleset, language, t]);
  const edges = useMemo(() => edgePalette(ruleset, language, t), [ruleset, language, t]);
  const tokens = useMemo(() => tokenPalette(ruleset, language, kernelKind === 'free' ? 'free' : kernelKind === 'area' ? 'area' : 'cells', t), [ruleset, language, kernelKind, t]);
  const side = scenario.sides.find((s) => s.id === options.side);
  const units = useMemo(() => unitPalette(ruleset, side, language), [ruleset, side, language]);
  const tiles = useMemo(() => tilePalette(ruleset, language), [ruleset, language]);
  const heading = <h2 className="palette__heading">{t(`tool.${tool}`)}</h2>;
  // Rooms and their tint come from walls: a game without walls (Rivet Wars, a free table) does not speak of them.
  const walled = hasWalls({ scenario, ruleset });
  // Nothing turns on an area map (no tiles, polygons or bases).
  const free = scenario.board.geometry.kind === 'free';
  const hintKey = tool === 'zone' && free ? 'tool.zone.hintFree' : tool === 'zone' && !walled ? 'tool.zone.hintNoWalls' : tool === 'select' && scenario.board.geometry.kind === 'area' ? 'tool.select.hintArea' : `tool.${tool}.hint`;
  const hint = <p className="palette__hint">{t(hintKey)}</p>;
  const sideName = (id: string) => localized(scenario.sides.find((s) => s.id === id)?.name, language, id);

  switch (tool) {
    case 'brush':
    case 'rectangle':
    case 'fill':
    case 'polygon':
      return (
        <aside className="palette" data-testid="palette" aria-label={t('tool.palette')}>
          {heading}
          {hint}
          <SwatchList swatches={terrain} chosen={options.terrain} onPick={(id) => setOptions({ terrain: id })} group="terrain" />
          <KindArt tools={tools} scenario={scenario} kind="terrain" id={options.terrain} name={terrain.find((swatch) => swatch.id === options.terrain)?.name} />
        </aside>
      );
    case 'edge': {
      const kind = edges.find((edge) => edge.id === options.edgeKind);
      return (
        <aside className="palette" data-testid="palette" aria-label={t('tool.palette')}>
          {heading}
          {hint}
          <SwatchList swatches={edges} chosen={options.edgeErase ? null : options.edgeKind} onPick={(id) => setOptions({ edgeKind: id, edgeState: null, edgeErase: false })} group="edge" />
          {kind && !options.edgeErase && (
            <fieldset className="palette__field">
              <legend>{t('tool.edge.state')}</legend>
              {kind.states.map((state) => (
                <label key={state.id} className="palette__radio">
                  <input type="radio" name="edge-state" checked={options.edgeState === state.id} data-testid={`palette-edge-state-${state.id}`} onChange={() => setOptions({ edgeState: state.id })} />
                  <span className="palette__radio-name">{state.name}</span>
                  {state.summary && <span className="palette__rules">{state.summary}</span>}
                </label>
              ))}
            </fieldset>
          )}
          <label className="palette__check">
            <input type="checkbox" checked={options.edgeErase} data-testid="palette-edge-erase" onChange={(event) => setOptions({ edgeErase: event.target.checked })} />
            {t('tool.edge.erase')}
          </label>
        </aside>
      );
    }
    case 'token': {
      const kind = tokens.find((token) => token.id === options.tokenKind) ?? tokens[0];
      const hidden = options.tokenHidden ?? kind?.hiddenByDefault ?? false;
      return (
        <aside className="palette" data-testid="palette" aria-label={t('tool.palette')}>
          {heading}
          {hint}
          <ul className="palette__list">
            {tokens.map((token) => (
              <li key={token.id}>
                <button type="button" className="palette__item" aria-pressed={token.id === kind?.id} data-testid={`palette-token-${token.id}`} onClick={() => setOptions({ tokenKind: token.id, tokenHidden: null, tokenOwner: null })}>
                  <SwatchCanvas colour={token.colour} dashed={token.hiddenByDefault} />
                  <span className="palette__name">
                    {token.name}
                    {token.summary && <span className="palette__rules">{token.summary}</span>}
                  </span>
                  {token.hiddenByDefault && <span className="palette__badge">{t('tool.token.hiddenBadge')}</span>}
                </button>
              </li>
            ))}
          </ul>
          <label className="palette__check">
            <input type="checkbox" checked={hidden} data-testid="palette-token-hidden" onChange={(event) => setOptions({ tokenHidden: event.target.checked })} />
            {t('tool.token.hidden')}
          </label>
          {scenario.sides.length > 0 && (
            <label className="palette__field">
              <span>{t('tool.token.owner')}</span>
              <select value={options.tokenOwner ?? ''} data-testid="palette-token-owner" onChange={(event) => setOptions({ tokenOwner: event.target.value === '' ? null : event.target.value })}>
                {!kind?.owned && <option value="">{t('tool.token.noOwner')}</option>}
                {scenario.sides.map((s) => (
                  <option key={s.id} value={s.id}>
                    {sideName(s.id)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <KindArt tools={tools} scenario={scenario} kind="tokens" id={kind?.id} name={kind?.name} />
        </aside>
      );
    }
    case 'unit':
      return (
        <aside className="palette" data-testid="palette" aria-label={t('tool.palette')}>
          {heading}
          {hint}
          {scenario.sides.length === 0 ? (
            <p className="palette__hint" role="note">
              {t('tool.unit.noSide')}
            </p>
          ) : (
            <>
              <label className="palette__field">
                {t('tool.unit.side')}
                <select value={options.side ?? ''} data-testid="palette-side" onChange={(event) => setOptions({ side: event.target.value, profile: null })}>
                  {scenario.sides.map((s) => (
                    <option key={s.id} value={s.id}>
                      {sideName(s.id)}
                    </option>
                  ))}
                </select>
              </label>
              <ul className="palette__list">
                {units.map((unit) => (
                  <li key={unit.id}>
                    <button type="button" className="palette__item" aria-pressed={unit.id === options.profile} data-testid={`palette-unit-${unit.id}`} onClick={() => setOptions({ profile: unit.id })}>
                      <SwatchCanvas colour={side?.colour ?? '#9e9e9e'} />
                      <span className="palette__name">{unit.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
              <KindArt tools={tools} scenario={scenario} kind="units" id={options.profile} name={units.find((unit) => unit.id === options.profile)?.name} />
            </>
          )}
        </aside>
      );
    case 'zone': {
      const zones = (scenario.board.zones ?? []).filter((zone) => zone.cells);
      return (
        <aside className="palette" data-testid="palette" aria-label={t('tool.palette')}>
          {heading}
          {hint}
          {/* A free table's zones are drawn whole, never painted into. */}
          {!free && (
            <label className="palette__field">
              {t('tool.zone.target')}
              <select value={options.zone ?? ''} data-testid="palette-zone" disabled={options.zoneRoom} onChange={(event) => setOptions({ zone: event.target.value || null })}>
                <option value="">{t('tool.zone.new')}</option>
                {zones.map((zone) => (
                  <option key={zone.id} value={zone.id}>
                    {localized(zone.name, language, zone.id)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {(free || options.zone === null || options.zoneRoom) && (
            <>
              <label className="palette__field">
                {t('tool.zone.name')}
                <input value={options.zoneName} placeholder={t('tool.zone.namePlaceholder')} data-testid="palette-zone-name" onChange={(event) => setOptions({ zoneName: event.target.value })} />
              </label>
              <label className="palette__field">
                {t('tool.zone.purpose')}
                <select value={options.zonePurpose} data-testid="palette-zone-purpose" onChange={(event) => setOptions({ zonePurpose: event.target.value as ZonePurpose })}>
                  {PURPOSES.filter((purpose) => walled || purpose !== 'room').map((purpose) => (
                    <option key={purpose} value={purpose}>
                      {t(`tool.zone.purpose.${purpose}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="palette__field">
                {t('tool.zone.side')}
                <select value={options.zoneSide ?? ''} data-testid="palette-zone-side" onChange={(event) => setOptions({ zoneSide: event.target.value || null })}>
                  <option value="">{t('tool.zone.noSide')}</option>
                  {scenario.sides.map((s) => (
                    <option key={s.id} value={s.id}>
                      {sideName(s.id)}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
          {walled && (
            <label className="palette__check">
              <input type="checkbox" checked={options.zoneRoom} data-testid="palette-zone-room" onChange={(event) => setOptions({ zoneRoom: event.target.checked })} />
              {t('tool.zone.room')}
            </label>
          )}
        </aside>
      );
    }
    case 'tile':
      return (
        <aside className="palette" data-testid="palette" aria-label={t('tool.palette')}>
          {heading}
          {hint}
          <ul className="palette__list palette__list--grid">
            {tiles.map((tile) => (
              <li key={tile.id}>
                <button type="button" className="palette__item" aria-pressed={tile.id === options.tile} data-testid={`palette-tile-${tile.id}`} title={t('tool.tile.size', { columns: tile.columns, rows: tile.rows })} onClick={() => setOptions({ tile: tile.id })}>
                  <span className="palette__name">{tile.name}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="palette__row">
            {t('tool.tile.rotation', { degrees: options.tileRotation })}
            <button type="button" className="button" data-testid="palette-tile-rotate" onClick={() => tools.run({ kind: 'rotateGhost' })}>
              {t('tool.rotate')}
            </button>
          </p>
          <button type="button" className="button" disabled={!selection.items.some((item) => item.kind === 'tile')} onClick={tools.flip}>
            {t('tool.flip')}
          </button>
          <KindArt tools={tools} scenario={scenario} kind="tiles" id={options.tile} name={tiles.find((tile) => tile.id === options.tile)?.name} />
        </aside>
      );
    case 'area': {
      const regions = scenario.board.regions ?? [];
      const picked = regions.findIndex((region) => region.id === options.region);
      const pickedRegion = regions[picked];
      return (
        <aside className="palette" data-testid="palette" aria-label={t('tool.palette')}>
          {heading}
          {hint}
          <label className="palette__field">
            {t('tool.area.region')}
            <select value={options.region ?? ''} data-testid="palette-region" onChange={(event) => setOptions({ region: event.target.value || null })}>
              <option value="">{t('tool.area.noRegion')}</option>
              {regions.map((region) => (
                <option key={region.id} value={region.id}>
                  {localized(region.name, language, region.id)}
                </option>
              ))}
            </select>
          </label>
          {pickedRegion && (
            <LocalizedInput
              id="palette-region-rename"
              label={t('tool.area.regionName')}
              value={pickedRegion.name}
              pointer={`/board/regions/${picked}/name`}
              onCommit={(name) => tools.commit(setRegion(scenario, { id: pickedRegion.id, name: name ?? '' }))}
            />
          )}
          <form
            className="palette__row"
            onSubmit={(event) => {
              event.preventDefault();
              tools.commit(addRegion(scenario, { name: regionName.trim() }), () => setRegionName(''));
            }}
          >
            <input value={regionName} placeholder={t('tool.area.newRegion')} aria-label={t('tool.area.newRegion')} data-testid="palette-region-name" onChange={(event) => setRegionName(event.target.value)} />
            <button type="submit" className="button">
              {t('tool.area.addRegion')}
            </button>
          </form>
        </aside>
      );
    }
    case 'select': {
      const count = selection.items.length;
      const areas = selection.items.filter((item) => item.kind === 'area');
      return (
        <aside className="palette" data-testid="palette" aria-label={t('tool.palette')}>
          {heading}
          {hint}
          <p className="palette__hint" data-testid="selection-count">
            {t('tool.select.count', { count })}
          </p>
          <div className="palette__actions">
            <button type="button" className="button" disabled={count === 0} onClick={() => tools.run({ kind: 'delete' })}>
              {t('tool.delete')}
            </button>
            {board && canRotate(board, selection.items) && (
              <button type="button" className="button" onClick={() => tools.run({ kind: 'rotate', degrees: ROTATE_STEP })}>
                {t('tool.rotate')}
              </button>
            )}
            {selection.items.some((item) => item.kind === 'tile') && (
              <button type="button" className="button" onClick={tools.flip}>
                {t('tool.flip')}
              </button>
            )}
          </div>
          {areas.length > 0 && (scenario.board.regions ?? []).length > 0 && (
            <label className="palette__field">
              {t('tool.area.putInRegion')}
              <select
                value=""
                onChange={(event) => {
                  const region = event.target.value === '-' ? null : event.target.value;
                  tools.commit(composeEdits(scenario, areas.map((area) => (s: Scenario) => setAreaRegion(s, { id: area.id, region }))).result);
                }}
              >
                <option value="" disabled>
                  {t('tool.area.chooseRegion')}
                </option>
                <option value="-">{t('tool.area.noRegion')}</option>
                {(scenario.board.regions ?? []).map((region) => (
                  <option key={region.id} value={region.id}>
                    {localized(region.name, language, region.id)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </aside>
      );
    }
    default:
      return (
        <aside className="palette" data-testid="palette" aria-label={t('tool.palette')}>
          {heading}
          {hint}
        </aside>
      );
  }
}
