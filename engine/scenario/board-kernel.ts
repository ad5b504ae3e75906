/** The geometry kernels used by the semantic pass: the board engine's own. */
import { createKernel } from '../board/index';
import type { BoardGeometry, CellKernel, FreeKernel } from '../board/types';
import type { KernelFactory } from './semantic-context';

export const defaultKernelFactory: KernelFactory = (geometry: BoardGeometry): CellKernel | FreeKernel => {
  if (geometry.kind === 'area') throw new Error('An area board has no cell or free kernel.');
  return createKernel(geometry) as CellKernel | FreeKernel;
};
