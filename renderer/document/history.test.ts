import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, canRedo, canUndo, createHistory, isDirty, markSaved, record, redo, undo } from './history';

describe('history', () => {
  it('undoes and redoes in order', () => {
    let h = createHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    expect(h.present).toBe('c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    h = redo(redo(h));
    expect(h.present).toBe('c');
    expect(canRedo(h)).toBe(false);
  });

  it('drops the redo branch on a new edit', () => {
    const h = record(undo(record(createHistory(1), 2)), 3);
    expect(h.present).toBe(3);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(1);
  });

  it('keeps at least the last 200 steps', () => {
    let h = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 50; i++) h = record(h, i);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(200);
    expect(h.past.length).toBe(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) h = undo(h);
    expect(h.present).toBe(50);
  });

  it('derives the dirty state from the saved position', () => {
    let h = createHistory('a');
    expect(isDirty(h)).toBe(false);
    h = record(h, 'b');
    expect(isDirty(h)).toBe(true);
    h = undo(h);
    expect(isDirty(h)).toBe(false);
    h = markSaved(redo(h));
    expect(isDirty(h)).toBe(false);
    h = undo(h);
    expect(isDirty(h)).toBe(true);
    expect(isDirty(createHistory('new', false))).toBe(true);
  });

  it('never loses the saved mark while the saved snapshot is reachable', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('edit', 'undo', 'redo', 'save'), { maxLength: 60 }), (ops) => {
        let h = createHistory(0);
        let saved = 0;
        let counter = 0;
        for (const op of ops) {
          if (op === 'edit') h = record(h, ++counter, 10);
          if (op === 'undo') h = undo(h);
          if (op === 'redo') h = redo(h);
          if (op === 'save') {
            h = markSaved(h);
            saved = h.present;
          }
        }
        expect(isDirty(h)).toBe(h.present !== saved);
      }),
    );
  });
});
