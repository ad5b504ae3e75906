import { describe, expect, it, vi } from 'vitest';
import { createCloseGuard, type CloseChoice } from './closeGuard';

function setup(dirty: boolean, choice: CloseChoice, saved = true) {
  const deps = { isDirty: vi.fn(() => dirty), ask: vi.fn(async () => choice), saveInRenderer: vi.fn(async () => saved), close: vi.fn() };
  const guard = createCloseGuard(deps);
  const event = { preventDefault: vi.fn() };
  return { deps, guard, event };
}

describe('closing with unsaved changes', () => {
  it('closes at once when nothing is unsaved', () => {
    const { deps, guard, event } = setup(false, 'cancel');
    guard.onClose(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(deps.ask).not.toHaveBeenCalled();
  });

  it('stays open on Cancel', async () => {
    const { deps, guard, event } = setup(true, 'cancel');
    guard.onClose(event);
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(deps.ask).toHaveBeenCalled());
    expect(deps.close).not.toHaveBeenCalled();
    expect(deps.saveInRenderer).not.toHaveBeenCalled();
  });

  it("closes without saving on Don't Save, and lets that close through", async () => {
    const { deps, guard, event } = setup(true, 'discard');
    guard.onClose(event);
    await vi.waitFor(() => expect(deps.close).toHaveBeenCalled());
    expect(deps.saveInRenderer).not.toHaveBeenCalled();
    const again = { preventDefault: vi.fn() };
    guard.onClose(again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });

  it('saves, then closes, on Save', async () => {
    const { deps, guard, event } = setup(true, 'save');
    guard.onClose(event);
    await vi.waitFor(() => expect(deps.close).toHaveBeenCalled());
    expect(deps.saveInRenderer).toHaveBeenCalled();
  });

  it('stays open when the save did not happen (dialog cancelled or write failed)', async () => {
    const { deps, guard, event } = setup(true, 'save', false);
    guard.onClose(event);
    await vi.waitFor(() => expect(deps.saveInRenderer).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.close).not.toHaveBeenCalled();
  });

  it('asks once even if close is requested again while asking', async () => {
    const { deps, guard } = setup(true, 'cancel');
    guard.onClose({ preventDefault: vi.fn() });
    guard.onClose({ preventDefault: vi.fn() });
    await vi.waitFor(() => expect(deps.ask).toHaveBeenCalledTimes(1));
  });
});
