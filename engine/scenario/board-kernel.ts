/** The geometry kernels used by the semantic pass: the board engine's own. */
import { createKernel } from '../board/index';
import type { BoardGeometry, CellKernel, FreeKernel } from '../board/types';
import type { KernelFactory } from './semantic-context';

/** Kernels of the last few geometries checked: validating after each edit of a large board need not build its kernel again. */
const recent = new Map<string, CellKernel | FreeKernel>();
const KEPT = 4;

export const defaultKernelFactory: KernelFactory = (geometry: BoardGeometry): CellKernel | FreeKernel => {
  if (geometry.kind === 'area') throw new Error('An area board has no cell or free kernel.');
  const key = JSON.stringify(geometry);
  let kernel = recent.get(key);
  if (kernel) recent.delete(key);
  else kernel = createKernel(geometry) as CellKernel | FreeKernel;
  recent.set(key, kernel);
  if (recent.size > KEPT) recent.delete(recent.keys().next().value as string);
  return kernel;
};
