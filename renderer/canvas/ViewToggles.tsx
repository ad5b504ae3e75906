/** The toolbar's view toggles: coordinate labels, each layer, the minimap; the same options as the View menu. */
import { useTranslation } from 'react-i18next';
import { COMMANDS, shortcutLabel, type CommandId } from '../../engine/app/commands';
import { SCENE_LAYERS, type SceneLayer } from '../../engine/print/scene-types';
import type { BoardGeometry } from '../../engine/board/types';
import { applyViewCommand, commandLabelKey, isViewCommandOn, LAYER_COMMANDS, type ViewOptions } from './viewOptions';

interface Props {
  readonly options: ViewOptions;
  readonly onChange: (options: ViewOptions) => void;
  /** Layers this board never draws (walls and doors where the game has none): no toggle for them. */
  readonly absent?: readonly SceneLayer[];
  /** The board's kind, which names some toggles (links and names on an area map). */
  readonly board?: BoardGeometry['kind'] | null;
}

const isMac = typeof navigator !== 'undefined' && /Mac/i.test(navigator.platform);

const TOGGLES: readonly CommandId[] = [...SCENE_LAYERS.map((layer) => LAYER_COMMANDS[layer]), 'view.minimap'];

export function ViewToggles({ options, onChange, absent = [], board = null }: Props) {
  const { t, i18n } = useTranslation();
  const hidden = new Set(absent.map((layer) => LAYER_COMMANDS[layer]));
  return (
    <div className="view-toggles" role="group" aria-label={t('view.toggles')} data-testid="view-toggles">
      <span className="view-toggles__title">{t('view.toggles')}</span>
      {TOGGLES.filter((id) => !hidden.has(id)).map((id) => {
        const command = COMMANDS.find((c) => c.id === id);
        const on = isViewCommandOn(options, id) ?? false;
        const label = t(command ? commandLabelKey(command, board) : id);
        return (
          <button
            key={id}
            type="button"
            className={on ? 'view-toggles__button view-toggles__button--on' : 'view-toggles__button'}
            aria-pressed={on}
            title={command?.accelerator ? `${label} (${shortcutLabel(command.accelerator, isMac, i18n.language)})` : label}
            data-testid={`view-toggle-${id}`}
            onClick={() => {
              const next = applyViewCommand(options, id);
              if (next) onChange(next);
            }}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
