import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Layer, Rect, Shape, Stage, Text } from 'react-konva';
import type { Language } from '../../engine/i18n';
import { gridPages, pageShortName, type BoardPrintPlan } from '../../engine/print';
import { buildBoardScene } from '../../engine/print/board-scene';
import { PatternBook } from '../../engine/print/patterns';
import { drawItems, type PatternCache } from '../canvas/drawDisplayList';

const WIDTH = 460;
const HEIGHT = 360;

/** The board with the page grid over it: which part of the board each printed page carries, each page named as the print names it (L1 C2). */
export function PrintPreview({ plan }: { readonly plan: BoardPrintPlan }) {
  const { i18n } = useTranslation();
  const [patternCache] = useState<PatternCache>(() => new Map());
  const scene = useMemo(() => {
    const patterns = new PatternBook();
    const built = buildBoardScene(plan.source, plan.options, patterns);
    return { items: built.items, patterns: patterns.all() };
  }, [plan.source, plan.options]);
  const bounds = plan.boardBounds;
  const scale = Math.min((WIDTH - 20) / bounds.width, (HEIGHT - 20) / bounds.height);
  const x = (WIDTH - bounds.width * scale) / 2 - bounds.x * scale;
  const y = (HEIGHT - bounds.height * scale) / 2 - bounds.y * scale;
  const grid = plan.layout.mode === 'tiles' ? gridPages(plan.layout) : [];
  const pages = plan.layout.mode === 'tiles' ? grid.filter((page) => page.printed).map(({ tile }) => ({ rect: tile.boardRect, label: pageShortName(i18n.language as Language, tile.row, tile.column) })) : [{ rect: bounds, label: '1' }];
  const hairline = 1 / scale;

  return (
    <div className="print-preview" data-testid="print-preview" data-pages={pages.length} data-page-names={pages.map((page) => page.label).join(' ')}>
      <Stage width={WIDTH} height={HEIGHT} listening={false}>
        <Layer listening={false}>
          <Group x={x} y={y} scaleX={scale} scaleY={scale}>
            <Shape
              sceneFunc={(context) => drawItems((context as unknown as { _context: CanvasRenderingContext2D })._context, scene.items, scene.patterns, patternCache)}
              perfectDrawEnabled={false}
            />
            {pages.map((page) => (
              <Group key={page.label}>
                <Rect
                  x={page.rect.x}
                  y={page.rect.y}
                  width={page.rect.width}
                  height={page.rect.height}
                  stroke="#1f6feb"
                  strokeWidth={2 * hairline}
                  dash={[6 * hairline, 4 * hairline]}
                  fill="rgba(31, 111, 235, 0.06)"
                  perfectDrawEnabled={false}
                />
                <Text x={page.rect.x + 4 * hairline} y={page.rect.y + 4 * hairline} text={page.label} fontSize={12 * hairline} fill="#1f6feb" fontStyle="bold" />
              </Group>
            ))}
          </Group>
        </Layer>
      </Stage>
    </div>
  );
}
