/**
 * A playtest of a scenario: set up (seats, seed), then the board and the side panel; people at some
 * sides (hot-seat, with a hand-off screen between them), bots at the others. The ruleset's presenter
 * says what is shown; this view knows no game.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../engine/i18n';
import { kernelOf } from '../../engine/print/board-model';
import { counterFacesOf } from './counterFaces';
import { randomSeed } from '../../engine/rules/core/prng';
import type { ActionTarget, Presenter } from '../../engine/rules/core/presenter';
import type { Action, ActionTemplate, SideId } from '../../engine/rules/core/types';
import { localized, titleIn } from '../../engine/scenario';
import { firstPieceAction } from './ActionList';
import { botAction, continueFrom, handOverToBots, nextSide, playBots, playPhaseFor, playAction, playSteps, startPlaytest, stepTo, undoLast, undoReach, type BotPace, type Playtest, type Seat } from './match';
import { playtestModel } from './model';
import { walkTo } from './walk';
import type { Place } from '../../engine/rules/core/places';
import { placeLabel } from '../../engine/print/places';
import { PlaytestBoard } from './PlaytestBoard';
import { coveredCells, playtestScene } from './playtestScene';
import type { BoardZoom } from '../canvas/useBoardZoom';
import { PlaytestControls, ReplayBar } from './PlaytestControls';
import { PlaytestPanel } from './PlaytestPanel';
import { PlaytestSetup } from './PlaytestSetup';
import { SaveChangesDialog, type SaveChoice } from '../components/SaveChangesDialog';
import { aimsOf, startingPoints } from './TemplateShapes';
import type { PlayingGame } from './playing';
import { lastSetup, rememberSetup } from './lastSetup';

interface Props {
  readonly game: PlayingGame;
  /** The board's zoom, which the View menu drives too. */
  readonly zoom: BoardZoom;
  readonly onOpenGame: () => void;
  /** Saves the game; true once it is written. */
  readonly onSaveGame: (playtest: Playtest) => Promise<boolean>;
  /** The person's undo as it stands (null when nothing can be taken back), for the app's Edit › Undo and Ctrl+Z. */
  readonly onUndoChange: (undo: (() => void) | null) => void;
  /** Back to the balance report the game was opened from; null when there is none. */
  readonly onBackToReport: (() => void) | null;
  readonly onExit: () => void;
  /** What leaving leads back to: the editor, or the start page when no document is open. */
  readonly exitLabel: string;
}

/** The pause between two bot actions at the 'watch' pace. */
const BOT_DELAY_MS = 250;
/** At the 'quick' pace, bots play this long between two drawings of the board. */
const QUICK_SLICE_MS = 50;
const newSeed = () => randomSeed(() => crypto.getRandomValues(new Uint32Array(1))[0] as number);

export function PlaytestView({ game, zoom, onOpenGame, onSaveGame, onUndoChange, onBackToReport, onExit, exitLabel }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { engine, presenter, input } = game;
  const sides = input.scenario.sides;
  const sideIds = sides.map((side) => side.id);
  // The setup last chosen, read once: the view's own state from then on.
  const [remembered] = useState(() => lastSetup(input.ruleset.id, sideIds));
  const [seats, setSeats] = useState<Record<SideId, Seat>>(() => ({ ...remembered.seats }));
  const [seed, setSeed] = useState(newSeed);
  const [pace, setPace] = useState<BotPace>(remembered.pace);
  const [designer, setDesigner] = useState(remembered.designer);
  // "Let the bots finish" asked: they play the rest at the quick pace, whatever the pace chosen.
  const [finishing, setFinishing] = useState(false);
  const [playtest, setPlaytest] = useState<Playtest | null>(game.opened);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [revealedTo, setRevealedTo] = useState<SideId | null>(null);
  // A person taking the seat goes on from the side's actions: a piece's first, as after an action (ActionList).
  const seated = useRef(false);
  useEffect(() => {
    if (!seated.current) return;
    seated.current = false;
    firstPieceAction(document.querySelector('[data-testid="legal-actions"]')?.closest('section'))?.focus();
  }, [revealedTo]);
  // A template laid by a click on the table (a blast, a flamer, a deployment): its kind and piece.
  const [placingKey, setPlacingKey] = useState<string | null>(null);
  // The points of a volley's templates while a person drags them, in millimetres.
  const [aimPoints, setAimPoints] = useState<{ x: number; y: number }[]>([]);
  // The game as last saved (its match), and what waits on the answer to "save the game first?".
  const [savedMatch, setSavedMatch] = useState<Playtest['match'] | null>(null);
  const [leaving, setLeaving] = useState<{ readonly then: () => void } | null>(null);
  // Where the action under the mouse or the keyboard in the list acts: outlined on the board until the game moves on.
  const [preview, setPreview] = useState<{ readonly target: ActionTarget; readonly of: Playtest } | null>(null);

  const start = (withSeed: string) => {
    rememberSetup(input.ruleset.id, sideIds, { seats, pace, designer });
    setFinishing(false);
    setSeed(withSeed);
    setSelected(null);
    setRefusal(null);
    setRevealedTo(null);
    setPlaytest(startPlaytest(engine, input, seats, withSeed, designer));
  };

  const deciding = playtest && playtest.cursor === null ? nextSide(playtest) : null;

  const kernel = useMemo(() => kernelOf(input.scenario.board), [input]);
  // The counters of the scenario's units as the board and the counter sheet draw them, by piece id.
  const faces = useMemo(() => counterFacesOf({ scenario: input.scenario, ruleset: input.ruleset, language }), [input, language]);
  const model = useMemo(() => (playtest ? playtestModel(playtest, presenter as Presenter, revealedTo, selected, language) : null), [playtest, presenter, revealedTo, selected, language]);

  // Bots move on their own, a little apart so a person can follow, or at the quick pace without
  // pausing (the board drawn between runs of actions); so does a person's only action at a shared
  // screen (a pass with nothing left to order), rather than calling them to it.
  const quick = pace === 'quick' || finishing;
  useEffect(() => {
    if (!playtest || !deciding || playtest.match.state.outcome) return;
    const only = model?.forced ?? null;
    if (playtest.seats[deciding] === 'person' && !only) return;
    const timer = setTimeout(
      () => {
        if (only) {
          setPlaytest(playAction(playtest, only, true).playtest);
          return;
        }
        // A refusal said to the person is about the game before the bot played: it goes.
        if (quick) {
          const until = performance.now() + QUICK_SLICE_MS;
          setRefusal(null);
          setPlaytest(playBots(playtest, () => performance.now() >= until));
          return;
        }
        const action = botAction(playtest, deciding);
        if (!action) return;
        setRefusal(null);
        setPlaytest(playAction(playtest, action).playtest);
      },
      quick ? 0 : BOT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [playtest, deciding, model, quick]);

  // The board as it stands in the game, as the viewer sees it.
  const board = useMemo(() => (model?.seen ? presenter.boardScenario(input.scenario, model.seen, model.viewer) : null), [model, input, presenter]);
  const scene = useMemo(() => (board && model ? playtestScene({ scenario: board, ruleset: input.ruleset, language }, kernel, model.pieces, model.markers) : null), [board, model, input, language, kernel]);
  const covered = useMemo(() => (board ? coveredCells(kernel, board) : new Set<number>()), [board, kernel]);

  // Undo is the taker's: the person deciding, or the one at the screen. The panel's button, Edit ›
  // Undo and Ctrl+Z take back the same, while the game is played (not stepped through).
  const taker = model ? (model.personDeciding ?? model.viewer) : null;
  const undo = playtest ? undoReach(playtest, taker) : 'nothing';
  const undoable = playtest?.cursor === null && typeof undo === 'number';
  useEffect(() => onUndoChange(undoable && playtest ? () => setPlaytest(undoLast(playtest, taker)) : null), [undoable, playtest, taker, onUndoChange]);
  useEffect(() => () => onUndoChange(null), [onUndoChange]);

  // A free table's ruler (M, as in the editor): a drag measures while it is on; Escape puts it away.
  const [measuring, setMeasuring] = useState(false);
  const measurable = kernel.kind === 'free' && !!playtest;
  useEffect(() => {
    if (!measurable) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.ctrlKey || event.metaKey || event.altKey || target?.closest('input, textarea, select, dialog[open]')) return;
      if (event.key === 'm' || event.key === 'M') setMeasuring((on) => !on);
      else if (event.key === 'Escape') setMeasuring(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [measurable]);

  if (!playtest || !model) {
    const named = sides.map((side) => ({ id: side.id, name: localized(side.name, language, side.id) }));
    return <PlaytestSetup sides={named} seats={seats} onSeats={setSeats} pace={pace} onPace={setPace} seed={seed} onSeed={setSeed} designer={designer} onDesigner={setDesigner} onStart={() => start(seed)} onOpenGame={onOpenGame} onExit={onExit} exitLabel={exitLabel} />;
  }

  // A game under way that was not saved as it stands is asked about before it is left or started again.
  const unsaved = playtest.cursor === null && playtest.match.log.length > 0 && !playtest.match.state.outcome && savedMatch !== playtest.match;
  const save = () => onSaveGame(playtest).then((saved) => (saved && setSavedMatch(playtest.match), saved));
  const leave = (then: () => void) => (unsaved ? setLeaving({ then }) : then());
  const answerLeaving = (choice: SaveChoice) => {
    const then = leaving?.then;
    setLeaving(null);
    if (!then || choice === 'cancel') return;
    if (choice === 'discard') then();
    else void save().then((saved) => saved && then());
  };

  const continueGame = () => {
    setFinishing(false);
    setPlaytest(continueFrom(playtest));
  };
  const act = (action: Action) => {
    setPlacingKey(null);
    const piece = presenter.target(model.seen ?? model.state, action).piece;
    if (piece) setSelected(piece);
    const result = playAction(playtest, action);
    setRefusal(result.refused ? presenter.describe(playtest.match.state, result.refused, language) : null);
    setPlaytest(result.playtest);
  };
  // A place more than one action away: the piece is walked there, as its side sees the board.
  const walk = (place: Place) => {
    const side = model.personDeciding;
    const piece = model.active;
    if (!side || !piece) return;
    setPlacingKey(null);
    const steps = walkTo(engine, presenter as Presenter, engine.view(playtest.match.state, side), side, piece, place);
    if (!steps) {
      setRefusal(t('playtest.noWay', { piece: model.pieces.find((candidate) => candidate.id === piece)?.name ?? piece }));
      return;
    }
    const result = playSteps(playtest, side, steps);
    setRefusal(result.refused ? presenter.describe(result.playtest.match.state, result.refused, language) : null);
    setPlaytest(result.playtest);
  };
  const templates = model.personDeciding && model.seen && engine.ruleset.templates ? engine.ruleset.templates(model.state, model.personDeciding) : [];
  const placeable = templates.filter((template) => (template.kind === 'place-template' || template.kind === 'deploy') && (template.piece === model.active || template.kind === 'deploy'));
  const placing = placeable.find((template) => `${template.kind}:${template.piece ?? ''}` === placingKey) ?? null;
  const place = (template: ActionTemplate | null) => {
    setPlacingKey(template ? `${template.kind}:${template.piece ?? ''}` : null);
    setAimPoints(startingPoints(template));
  };
  const volley = placing && aimsOf(placing).length > 0 && aimPoints.length > 0 ? placing : null;
  const judge = (action: Action) => {
    const refused = engine.check(model.state, action);
    return refused ? { ok: false, text: presenter.describe(model.state, refused, language) } : { ok: true, text: presenter.describeAction(model.state, action, language) };
  };
  const colourOf = (side: SideId) => sides.find((candidate) => candidate.id === side)?.colour ?? '#555555';
  const handOff = model.personDeciding ? presenter.sideName(model.state, model.personDeciding, language) : '';
  const controls = (
    <PlaytestControls
      stepping={playtest.cursor !== null}
      undo={undo}
      over={!!model.state.outcome}
      finishing={finishing}
      onUndo={() => setPlaytest(undoLast(playtest, taker))}
      onRestart={(same) => leave(() => start(same ? playtest.seed : newSeed()))}
      onFinish={() => {
        setFinishing(true);
        setPlaytest(handOverToBots(playtest, 'greedy'));
      }}
      phase={model.personDeciding && !model.state.outcome ? presenter.phaseName(model.state, language) : null}
      onPlayPhase={() => model.personDeciding && setPlaytest(playPhaseFor(playtest, model.personDeciding))}
      pace={pace}
      onPace={(chosen) => {
        setPace(chosen);
        rememberSetup(input.ruleset.id, sideIds, { seats, pace: chosen, designer });
      }}
      onSave={() => void save()}
      onBackToReport={onBackToReport && (() => leave(onBackToReport))}
      onExit={() => leave(onExit)}
      exitLabel={exitLabel}
    />
  );

  return (
    <main className="playtest" data-testid="playtest">
      <h1 className="visually-hidden">{t('playtest.heading', { title: titleIn(input.scenario.meta, language) })}</h1>
      <section className="playtest__board">
        {scene && <PlaytestBoard kernel={kernel} scene={scene} covered={covered} zoom={zoom} model={model} colourOf={colourOf} faces={faces} templates={templates} placing={placing} aimPoints={aimPoints} onAimPoints={setAimPoints} judge={judge} label={t('playtest.boardLabel')} onAct={act} onSelect={setSelected} onWalk={walk} preview={preview?.of === playtest ? preview.target : null} measuring={measuring && measurable} />}
        {scene && measurable && (
          <button type="button" className={`button playtest__ruler${measuring ? ' playtest__ruler--on' : ''}`} aria-pressed={measuring} title={t('playtest.ruler.hint')} onClick={() => setMeasuring(!measuring)}>
            {t('playtest.ruler')}
          </button>
        )}
        {model.needsHandOff && (
          <div className={`playtest__handoff${scene ? ' playtest__handoff--cover' : ''}`} data-testid="handoff">
            <p>{t('playtest.handOff', { side: handOff })}</p>
            {/* The screen covers the game: the keyboard goes to its one button. */}
            <button
              type="button"
              className="button button--primary"
              autoFocus
              onClick={() => {
                seated.current = true;
                setRevealedTo(model.personDeciding);
              }}
            >
              {t('playtest.takeSeat', { side: handOff })}
            </button>
          </div>
        )}
        {model.needsViewer && (
          <div className={`playtest__handoff${scene ? ' playtest__handoff--cover' : ''}`} data-testid="choose-viewer">
            <p>{t('playtest.chooseViewer')}</p>
            {model.people.map((side) => (
              <button key={side} type="button" className="button" onClick={() => setRevealedTo(side)}>
                {t('playtest.seeAs', { side: presenter.sideName(model.state, side, language) })}
              </button>
            ))}
          </div>
        )}
        {playtest.cursor !== null && (
          <ReplayBar step={playtest.cursor} steps={playtest.match.log.length} onStep={(step) => setPlaytest(stepTo(playtest, step))} onContinue={continueGame} onHandOver={model.people.length > 1 && revealedTo ? () => setRevealedTo(null) : null} />
        )}
      </section>
      <PlaytestPanel
        model={model}
        presenter={presenter as Presenter}
        deciding={deciding ?? engine.pendingSides(model.state)[0] ?? null}
        refusal={refusal}
        designer={playtest.designer}
        controls={controls}
        placeable={placeable}
        placing={placing}
        onPlace={place}
        aimPoints={aimPoints}
        onFire={volley ? () => act(volley.build(...(aimPoints as [{ x: number; y: number }]))) : null}
        onAct={act}
        onSelect={setSelected}
        onPreview={(target) => setPreview(target ? { target, of: playtest } : null)}
        placeName={(place) => placeLabel(kernel, place, t('playtest.aloft'), language)}
      />
      {leaving && <SaveChangesDialog message={t('playtest.unsaved.message')} detail={t('playtest.unsaved.detail')} onAnswer={answerLeaving} />}
    </main>
  );
}

