import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, Group, Rect, Text } from 'react-konva';
import { createKernel } from '../../engine/board';
import type { HexKernel, SquareKernel } from '../../engine/board/types';
import type { Language } from '../../engine/i18n';
import { buildBoardScene } from '../../engine/print/board-scene';
import { PatternBook } from '../../engine/print/patterns';
import type { ScenarioEngine, ScenarioInput } from '../../engine/rules';
import { localized } from '../../engine/scenario';
import { BOT_KINDS } from '../../engine/rules/core/bots';
import type { Action, GameState, SideId } from '../../engine/rules/core/types';
import { BoardCanvas } from '../canvas/BoardCanvas';
import { botAction, finishWithBots, nextSide, playAction, startPlaytest, undoLast, type Playtest, type Seat } from './match';
import type { Presenter } from './presenter';

interface Props {
  readonly engine: ScenarioEngine;
  readonly presenter: Presenter;
  readonly input: ScenarioInput;
  readonly onExit: () => void;
}

const BOT_DELAY_MS = 250;
const SEATS: readonly Seat[] = ['person', ...BOT_KINDS];

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

/** A playtest of the open scenario: people at some sides (hot-seat), bots at the others. */
export function PlaytestView({ engine, presenter, input, onExit }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const sides = useMemo(() => input.scenario.sides.map((side) => side.id), [input]);
  const [seats, setSeats] = useState<Record<SideId, Seat>>(() => Object.fromEntries(sides.map((side, index) => [side, index === 0 ? 'person' : 'greedy'])));
  const [seed, setSeed] = useState(newSeed);
  const [playtest, setPlaytest] = useState<Playtest | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [revealedTo, setRevealedTo] = useState<SideId | null>(null);

  const start = (withSeed: number) => {
    setSeed(withSeed);
    setSelected(null);
    setRefusal(null);
    setRevealedTo(null);
    setPlaytest(startPlaytest(engine, input, seats, withSeed));
  };

  const state = playtest?.match.state;
  const deciding = playtest ? nextSide(playtest) : null;
  const personDeciding = deciding && playtest?.seats[deciding] === 'person' ? deciding : null;
  const people = sides.filter((side) => playtest?.seats[side] === 'person');
  // Hot-seat: with two people, the board shows what the side about to decide may see, once they took the seat.
  const needsHandOff = personDeciding !== null && people.length > 1 && revealedTo !== personDeciding;
  const viewer: SideId | null = personDeciding ?? (people.length === 1 ? (people[0] ?? null) : null);
  const seen: GameState | undefined = state && (viewer && !needsHandOff ? engine.view(state, viewer) : people.length > 1 ? undefined : state);

  // Bots move on their own, a little apart so a person can follow.
  useEffect(() => {
    if (!playtest || !deciding || playtest.seats[deciding] === 'person' || playtest.match.state.outcome) return;
    const timer = setTimeout(() => {
      const action = botAction(playtest, deciding);
      if (action) setPlaytest(playAction(playtest, action).playtest);
    }, BOT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [playtest, deciding]);

  const apply = (action: Action) => {
    if (!playtest) return;
    const unit = presenter.target(action).unit;
    if (unit) setSelected(unit);
    const result = playAction(playtest, action);
    setRefusal(result.refused ? presenter.describe(playtest.match.state, result.refused, language) : null);
    setPlaytest(result.playtest);
  };

  const kernel = useMemo(() => createKernel(input.scenario.board.geometry) as SquareKernel | HexKernel, [input]);
  const scene = useMemo(() => {
    if (!seen) return null;
    const patterns = new PatternBook();
    const scenario = presenter.boardScenario(input.scenario, seen, viewer);
    const built = buildBoardScene({ scenario, ruleset: input.ruleset, language }, { labels: true, showHidden: false }, patterns);
    return { items: built.items, patterns: patterns.all() };
  }, [seen, input, presenter, viewer, language]);
  const hand = state && viewer && !needsHandOff ? presenter.hand(seen ?? state, viewer, language) : null;

  if (!playtest || !state) {
    return (
      <main className="playtest playtest--setup" data-testid="playtest-setup">
        <h1>{t('playtest.setup.title')}</h1>
        <div className="form-grid">
          {input.scenario.sides.flatMap((side) => [
            <label key={`label-${side.id}`} htmlFor={`seat-${side.id}`}>
              {localized(side.name, language, side.id)}
            </label>,
            <select key={`seat-${side.id}`} id={`seat-${side.id}`} value={seats[side.id]} onChange={(e) => setSeats({ ...seats, [side.id]: e.target.value as Seat })}>
              {SEATS.map((seat) => (
                <option key={seat} value={seat}>
                  {t(`playtest.seat.${seat}`)}
                </option>
              ))}
            </select>,
          ])}
          <label htmlFor="playtest-seed">{t('playtest.seed')}</label>
          <input id="playtest-seed" type="number" value={seed} onChange={(e) => setSeed(Math.trunc(Number(e.target.value)) || 0)} />
        </div>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={() => start(seed)}>
            {t('playtest.start')}
          </button>
          <button type="button" className="button" onClick={onExit}>
            {t('playtest.backToEditor')}
          </button>
        </div>
      </main>
    );
  }

  const legal = personDeciding && !needsHandOff ? engine.legalActions(state, personDeciding) : [];
  const pieces = seen ? presenter.pieces(seen, language) : [];
  const marked = seen ? presenter.markedCells(seen) : [];
  const colourOf = (side: SideId) => input.scenario.sides.find((s) => s.id === side)?.colour ?? '#555555';
  const selectable = [...new Set(legal.map((action) => presenter.target(action).unit).filter((unit): unit is string => !!unit))];
  // The unit acted with last stays selected while it can act; otherwise the first one that can.
  const active = selected && selectable.includes(selected) ? selected : (selectable[0] ?? null);
  const forSelected = legal.filter((action) => presenter.target(action).unit === active);
  // One action per place a click can choose: a cell, or its upper level (the top of a siege tower).
  const cellActions = new Map<number, { readonly cell: number; readonly aloft: boolean; readonly action: Action }>();
  for (const action of forSelected) {
    const target = presenter.target(action);
    const place = target.cell === undefined ? -1 : target.cell * 2 + (target.aloft ? 1 : 0);
    if (place >= 0 && !target.targetUnit && !cellActions.has(place)) cellActions.set(place, { cell: target.cell as number, aloft: target.aloft === true, action });
  }
  const attackOf = new Map(forSelected.flatMap((action) => {
    const target = presenter.target(action).targetUnit;
    return target ? [[target, action] as const] : [];
  }));
  // The selected unit's reach this turn, with its cost, and the targets in its line of fire.
  const highlights = active && seen && presenter.highlights ? presenter.highlights(seen, active) : [];
  const reach = highlights.filter((highlight) => highlight.kind === 'reach');
  const targets = highlights.filter((highlight) => highlight.kind === 'target');
  const cellName = (cell: number) => kernel.label(kernel.cellAt(cell));
  const size = kernel.kind === 'square' ? kernel.geometry.cellSizeMm : kernel.geometry.hexSizeMm;
  const outcome = state.outcome;
  const log = playtest.events.flatMap((events, step) =>
    events.filter((event) => !event.to || (viewer ? event.to.includes(viewer) : people.length === 0)).map((event, index) => ({ id: `${step}-${index}`, text: presenter.describe(state, event, language) })),
  );

  const overlay = (
    <>
      {marked.map(({ cell, mark }, index) => {
        const centre = kernel.cellToMm(kernel.cellAt(cell));
        return mark === 'smoke' ? (
          <Rect key={`m${index}`} x={centre.x - size / 2} y={centre.y - size / 2} width={size} height={size} fill="rgba(120,120,120,0.45)" listening={false} />
        ) : (
          <Text key={`m${index}`} x={centre.x - size / 2} y={centre.y + size / 8} width={size} align="center" text="⚠" fontSize={size / 3} fill="#a4161a" listening={false} />
        );
      })}
      {highlights.map(({ cell, kind, label }) => {
        const centre = kernel.cellToMm(kernel.cellAt(cell));
        return kind === 'reach' ? (
          <Group key={`r${cell}`} listening={false}>
            <Rect x={centre.x - size / 2 + 1.5} y={centre.y - size / 2 + 1.5} width={size - 3} height={size - 3} stroke="#1a7f37" strokeWidth={0.6} dash={[2, 1.2]} />
            {/* The cost sits in the bottom corner: the cell's name is in the top one, a piece in the middle. */}
            {label && <Text x={centre.x} y={centre.y + size * 0.22} width={size / 2 - 2.5} align="right" text={label} fontSize={size * 0.24} fontStyle="bold" fill="#1a7f37" />}
          </Group>
        ) : (
          <Circle key={`t${cell}`} x={centre.x} y={centre.y} radius={size * 0.44} stroke="#a4161a" strokeWidth={0.8} dash={[1.6, 1]} listening={false} />
        );
      })}
      {[...cellActions].sort(([a], [b]) => a - b).map(([place, { cell, aloft, action }]) => {
        const centre = kernel.cellToMm(kernel.cellAt(cell));
        // The upper level takes the cell's upper half, drawn over the ground's whole cell (places sort ground first).
        const height = aloft ? size / 2 - 1 : size - 2;
        return (
          <Rect
            key={`c${place}`}
            name={aloft ? 'legal-cell-aloft' : 'legal-cell'}
            x={centre.x - size / 2 + 1}
            y={centre.y - size / 2 + 1}
            width={size - 2}
            height={height}
            stroke="#1f6feb"
            strokeWidth={0.8}
            fill="rgba(31,111,235,0.18)"
            onClick={() => apply(action)}
            onTap={() => apply(action)}
          />
        );
      })}
      {pieces.map((piece) => {
        const centre = kernel.cellToMm(kernel.cellAt(piece.cell));
        const attack = attackOf.get(piece.id);
        const chosen = piece.id === active;
        // A piece on top of a siege tower sits higher and smaller, over whoever is inside.
        const lift = piece.aloft ? size * 0.22 : 0;
        return (
          <Group key={piece.id} x={centre.x} y={centre.y - lift} scaleX={piece.aloft ? 0.8 : 1} scaleY={piece.aloft ? 0.8 : 1} onClick={() => (attack ? apply(attack) : selectable.includes(piece.id) && setSelected(piece.id))}>
            <Circle radius={size * 0.32} fill={colourOf(piece.side)} stroke={attack ? '#a4161a' : chosen ? '#ffd33d' : '#222222'} strokeWidth={attack || chosen ? 1.6 : 0.6} />
            <Text x={-size / 2} y={-size * 0.08} width={size} align="center" text={piece.label} fontSize={size * 0.16} fill="#ffffff" fontStyle="bold" listening={false} />
            <Text x={-size / 2} y={size * 0.34} width={size} align="center" text={'♥'.repeat(piece.health)} fontSize={size * 0.14} fill="#a4161a" listening={false} />
          </Group>
        );
      })}
    </>
  );

  return (
    <main className="playtest" data-testid="playtest">
      <section className="playtest__board">
        {scene ? (
          <BoardCanvas kernel={kernel} scene={scene} scale={null} onFitScale={() => {}} label={t('playtest.boardLabel')} overlay={overlay} />
        ) : (
          <div className="playtest__handoff" data-testid="handoff">
            <p>{t('playtest.handOff', { side: personDeciding ? presenter.sideName(state, personDeciding, language) : '' })}</p>
            <button type="button" className="button button--primary" onClick={() => setRevealedTo(personDeciding)}>
              {t('playtest.takeSeat', { side: personDeciding ? presenter.sideName(state, personDeciding, language) : '' })}
            </button>
          </div>
        )}
        {scene && needsHandOff && (
          <div className="playtest__handoff playtest__handoff--cover" data-testid="handoff">
            <p>{t('playtest.handOff', { side: presenter.sideName(state, personDeciding!, language) })}</p>
            <button type="button" className="button button--primary" onClick={() => setRevealedTo(personDeciding)}>
              {t('playtest.takeSeat', { side: presenter.sideName(state, personDeciding!, language) })}
            </button>
          </div>
        )}
      </section>
      <aside className="playtest__panel">
        <p className="playtest__status" data-testid="playtest-status">
          {outcome
            ? t('playtest.winner', {
                side: outcome.winner ? presenter.sideName(state, outcome.winner, language) : t('playtest.nobody'),
                reason: presenter.describe(state, outcome, language),
              })
            : t('playtest.turn', {
                turn: state.turn,
                phase: presenter.phaseName(state, language),
                side: deciding ? presenter.sideName(state, deciding, language) : '—',
              })}
        </p>
        {refusal && (
          <p className="form-error" role="alert">
            {refusal}
          </p>
        )}
        {viewer && !needsHandOff && hand && (
          <section>
            <h2>{t('playtest.hand', { side: presenter.sideName(state, viewer, language) })}</h2>
            <ul className="playtest__hand" data-testid="hand">
              {hand.map((card, index) => (
                <li key={`${card.id}-${index}`} title={card.detail}>
                  {card.name} <small>{card.detail}</small>
                  {card.owner && <small> · {card.owner}</small>}
                </li>
              ))}
            </ul>
          </section>
        )}
        {highlights.length > 0 && active && (
          <section data-testid="selected-reach">
            <h2>{t('playtest.reach.title', { unit: pieces.find((piece) => piece.id === active)?.label ?? active })}</h2>
            <p>{reach.length > 0 ? t('playtest.reach.cells', { unit: t(`rules.costUnit.${presenter.costUnit}`), cells: reach.map((highlight) => `${cellName(highlight.cell)} (${highlight.label ?? ''})`).join(', ') }) : t('playtest.reach.none')}</p>
            <p>
              {targets.length > 0
                ? t('playtest.reach.targets', { targets: targets.map((highlight) => pieces.find((piece) => piece.id === highlight.unit)?.label ?? cellName(highlight.cell)).join(', ') })
                : t('playtest.reach.noTargets')}
            </p>
          </section>
        )}
        {legal.length > 0 && (
          <section>
            <h2>{t('playtest.actions')}</h2>
            <ul className="playtest__actions" data-testid="legal-actions">
              {legal.slice(0, 200).map((action, index) => (
                <li key={index}>
                  <button type="button" className="playtest__action" onClick={() => apply(action)}>
                    {presenter.describeAction(state, action, language)}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="playtest__controls">
          <button type="button" className="button" disabled={playtest.match.log.length === 0} onClick={() => setPlaytest(undoLast(playtest))}>
            {t('playtest.undo')}
          </button>
          <button type="button" className="button" onClick={() => start(seed)}>
            {t('playtest.restartSame')}
          </button>
          <button type="button" className="button" onClick={() => start(newSeed())}>
            {t('playtest.restartNew')}
          </button>
          <button type="button" className="button" disabled={!!outcome} onClick={() => setPlaytest(finishWithBots(playtest, 'greedy'))}>
            {t('playtest.finishWithBots')}
          </button>
          <button type="button" className="button button--primary" onClick={onExit}>
            {t('playtest.backToEditor')}
          </button>
        </div>
        <section>
          <h2>{t('playtest.log')}</h2>
          {/* Newest first, so the latest events stay in sight. */}
          <ol className="playtest__log" data-testid="playtest-log" reversed>
            {log
              .slice(-200)
              .reverse()
              .map((entry) => (
                <li key={entry.id}>{entry.text}</li>
              ))}
          </ol>
        </section>
      </aside>
    </main>
  );
}
