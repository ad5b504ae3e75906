/**
 * One board view's zoom, as the View menu and the wheel drive it: the scale (null fits the board),
 * the fitted scale the canvas reports, and a count of Fit to Window commands (each fits and centres
 * again). The editor and the playtest each keep their own.
 */
import { useCallback, useMemo, useState } from 'react';
import { menuZoom } from './viewport';

export type ZoomCommand = 'view.zoomIn' | 'view.zoomOut' | 'view.zoomReset' | 'view.fit';

export const ZOOM_COMMANDS: readonly string[] = ['view.zoomIn', 'view.zoomOut', 'view.zoomReset', 'view.fit'] satisfies readonly ZoomCommand[];

export interface BoardZoom {
  readonly scale: number | null;
  readonly fit: number;
  readonly fitCount: number;
  readonly setScale: (scale: number | null) => void;
  readonly setFit: (fit: number) => void;
  readonly command: (command: ZoomCommand) => void;
}

export function useBoardZoom(): BoardZoom {
  const [scale, setScale] = useState<number | null>(null);
  const [fit, setFit] = useState(0);
  const [fitCount, setFitCount] = useState(0);
  const command = useCallback(
    (id: ZoomCommand) => {
      if (id === 'view.fit') {
        setScale(null);
        setFitCount((count) => count + 1);
      } else setScale((current) => menuZoom(id, current, fit));
    },
    [fit],
  );
  // One object while the zoom stands, so that callbacks depending on it are not made anew each render.
  return useMemo(() => ({ scale, fit, fitCount, setScale, setFit, command }), [scale, fit, fitCount, command]);
}
