import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Layer, Rect, Shape, Stage, Text } from 'react-konva';
import type { RectMm } from '../../engine/board/types';
import type { Language } from '../../engine/i18n';
import { gridPages, pageShortName, paperOnBoard, type BoardPrintPlan } from '../../engine/print';
import { buildBoardScene } from '../../engine/print/board-scene';
import { PatternBook } from '../../engine/print/patterns';
import { drawItems, type PatternCache } from '../canvas/drawDisplayList';

const WIDTH = 460;
const HEIGHT = 360;

/** The rectangle covering every one of `rects`. */
function unionOf(rects: readonly RectMm[]): RectMm {
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const right = Math.max(...rects.map((rect) => rect.x + rect.width));
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The board on its sheets of paper, with the page grid over it: the white of each printed sheet
 * shows its margins and where the board sits on it, the dashed window which part of the board the
 * page carries, each page named as the print names it (L1 C2).
 */
export function PrintPreview({ plan }: { readonly plan: BoardPrintPlan }) {
  const { i18n } = useTranslation();
  const [patternCache] = useState<PatternCache>(() => new Map());
  const scene = useMemo(() => {
    const patterns = new PatternBook();
    const built = buildBoardScene(plan.source, plan.options, patterns);
    return { items: built.items, patterns: patterns.all() };
  }, [plan.source, plan.options]);
  const grid = plan.layout.mode === 'tiles' ? gridPages(plan.layout) : [];
  const pages = plan.layout.mode === 'tiles' ? grid.filter((page) => page.printed).map(({ tile }) => ({ rect: tile.boardRect, label: pageShortName(i18n.language as Language, tile.row, tile.column) })) : [{ rect: plan.boardBounds, label: '1' }];
  const sheets = paperOnBoard(plan);
  const bounds = unionOf([plan.boardBounds, ...sheets]);
  const scale = Math.min((WIDTH - 20) / bounds.width, (HEIGHT - 20) / bounds.height);
  const x = (WIDTH - bounds.width * scale) / 2 - bounds.x * scale;
  const y = (HEIGHT - bounds.height * scale) / 2 - bounds.y * scale;
  const hairline = 1 / scale;

  return (
    <div className="print-preview" data-testid="print-preview" data-pages={pages.length} data-page-names={pages.map((page) => page.label).join(' ')}>
      <Stage width={WIDTH} height={HEIGHT} listening={false}>
        <Layer listening={false}>
          <Group x={x} y={y} scaleX={scale} scaleY={scale}>
            {sheets.map((sheet, index) => (
              <Rect key={`paper-${index}`} x={sheet.x} y={sheet.y} width={sheet.width} height={sheet.height} fill="#ffffff" shadowColor="#000000" shadowOpacity={0.25} shadowBlur={4} perfectDrawEnabled={false} />
            ))}
            {sheets.map((sheet, index) => (
              <Rect key={`edge-${index}`} x={sheet.x} y={sheet.y} width={sheet.width} height={sheet.height} stroke="#9a948a" strokeWidth={hairline} perfectDrawEnabled={false} />
            ))}
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

