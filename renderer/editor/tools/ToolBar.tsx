import { useTranslation } from 'react-i18next';
import type { ToolId, ToolSpec } from './toolSet';

/** Small line drawings of the tools, 20 × 20, drawn in the button's text colour. */
const ICONS: Readonly<Record<ToolId, string>> = {
  select: 'M5 3 L5 16 L8.5 12.5 L11 18 L13 17 L10.5 11.5 L15 11.5 Z',
  brush: 'M14 3 L17 6 L9 14 L6 11 Z M6 11 C3 12 3 15 2 17 C5 17 8 16 9 14',
  rectangle: 'M3 5 H17 V15 H3 Z',
  fill: 'M4 9 L10 3 L16 9 L10 15 Z M16 12 C16 12 18 15 18 16 A2 2 0 0 1 14 16 C14 15 16 12 16 12',
  eraser: 'M3 13 L10 6 L16 12 L11 17 H6 Z M7 10 L13 16',
  edge: 'M3 3 V17 M3 10 H17 M10 3 V10',
  token: 'M10 3 A7 7 0 1 1 9.99 3 Z M10 7 A3 3 0 1 1 9.99 7 Z',
  unit: 'M10 3 A3 3 0 1 1 9.99 3 Z M4 17 C4 11 16 11 16 17 Z',
  zone: 'M3 3 H11 V9 H17 V17 H3 Z M5 15 L9 11 M9 15 L13 11',
  tile: 'M3 3 H10 V10 H3 Z M10 10 H17 V17 H10 Z M10 3 H17 V10 M3 10 V17 H10',
  polygon: 'M4 15 L3 7 L10 3 L17 8 L14 16 Z',
  ruler: 'M2 13 L13 2 L18 7 L7 18 Z M6 11 L8 13 M9 8 L11 10 M12 5 L14 7',
  area: 'M5 6 A3 3 0 1 1 4.99 6 Z M15 14 A3 3 0 1 1 14.99 14 Z M7.5 7.5 L12.5 12.5',
  inspect: 'M8 3 A5 5 0 1 1 7.99 3 Z M12 12 L17 17',
};

interface Props {
  readonly tools: readonly ToolSpec[];
  readonly current: ToolId;
  readonly onPick: (tool: ToolId) => void;
  /** Tools that cannot be used right now (the inspect tool on a game without rules), with why. */
  readonly disabled?: Readonly<Partial<Record<ToolId, string>>>;
}

/** The tool bar: one button per tool, with its letter in the tooltip and on the button. */
export function ToolBar({ tools, current, onPick, disabled = {} }: Props) {
  const { t } = useTranslation();
  return (
    <div className="tool-bar" role="toolbar" aria-label={t('tool.bar')} data-testid="tool-bar">
      {tools.map((tool) => {
        const label = t(`tool.${tool.id}`);
        const why = disabled[tool.id];
        return (
          <button
            key={tool.id}
            type="button"
            className={tool.id === current ? 'tool-bar__button tool-bar__button--active' : 'tool-bar__button'}
            aria-pressed={tool.id === current}
            aria-label={label}
            aria-keyshortcuts={tool.key}
            title={why ?? t('tool.tooltip', { label, key: tool.key, hint: t(`tool.${tool.id}.hint`) })}
            disabled={why !== undefined}
            data-tool={tool.id}
            data-testid={tool.id === 'inspect' ? 'inspect-tool' : `tool-${tool.id}`}
            onClick={() => onPick(tool.id)}
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path d={ICONS[tool.id]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" />
            </svg>
            <span className="tool-bar__key" aria-hidden="true">
              {tool.key}
            </span>
          </button>
        );
      })}
    </div>
  );
}
