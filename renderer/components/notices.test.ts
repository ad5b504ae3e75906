import { describe, expect, it } from 'vitest';
import { MAX_NOTICES, withNotice, withoutDocument, type Notice } from './notices';

const notice = (id: number, tone: Notice['tone'], documentId: number | null = null): Notice => ({ id, text: `n${id}`, tone, documentId });

describe('notices', () => {
  it('shows at most three, dropping the oldest confirmation before any error', () => {
    let list: Notice[] = [];
    list = withNotice(list, notice(1, 'error'));
    list = withNotice(list, notice(2, 'info'));
    list = withNotice(list, notice(3, 'error'));
    list = withNotice(list, notice(4, 'error'));
    expect(list.map((n) => n.id)).toEqual([1, 3, 4]);
    list = withNotice(list, notice(5, 'error'));
    expect(list).toHaveLength(MAX_NOTICES);
    expect(list.map((n) => n.id)).toEqual([3, 4, 5]);
  });

  it('keeps a new confirmation even when errors fill the list', () => {
    const list = withNotice([notice(1, 'error'), notice(2, 'error'), notice(3, 'error')], notice(4, 'info'));
    expect(list.map((n) => n.id)).toEqual([2, 3, 4]);
  });

  it('does not repeat the same message', () => {
    const list = withNotice([notice(1, 'error')], { ...notice(2, 'error'), text: 'n1' });
    expect(list.map((n) => n.id)).toEqual([2]);
  });

  it('drops the notices of a document that closed, and only those', () => {
    const list = withoutDocument([notice(1, 'error', 7), notice(2, 'error', null), notice(3, 'error', 8)], 7);
    expect(list.map((n) => n.id)).toEqual([2, 3]);
  });
});
