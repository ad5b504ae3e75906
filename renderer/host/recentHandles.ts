/**
 * Files opened or saved in the browser app, kept as File System Access handles in IndexedDB (a
 * handle survives a reload where the browser allows it), so that Save writes back to them and
 * File › Open Recent opens them again. Nothing here reads a file: the host does, once the user
 * has allowed it.
 */
const DATABASE = 'skirmish';
const STORE = 'recent-files';
/** As many as the desktop app's Open Recent. */
export const MAX_RECENT = 10;

export interface RecentHandle {
  readonly id: string;
  readonly name: string;
  /** When it was last opened or saved (ms since the epoch). */
  readonly usedAt: number;
  readonly handle: FileSystemFileHandle;
}

function database(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

export class RecentHandles {
  constructor(private readonly factory: IDBFactory | undefined) {}

  private async store(mode: IDBTransactionMode): Promise<IDBObjectStore | null> {
    if (!this.factory) return null;
    const db = await database(this.factory);
    return db.transaction(STORE, mode).objectStore(STORE);
  }

  /** Most recent first. */
  async list(): Promise<RecentHandle[]> {
    const store = await this.store('readonly');
    if (!store) return [];
    const all = await done(store.getAll() as IDBRequest<RecentHandle[]>);
    return all.sort((a, b) => b.usedAt - a.usedAt);
  }

  async get(id: string): Promise<RecentHandle | undefined> {
    const store = await this.store('readonly');
    return store ? ((await done(store.get(id))) as RecentHandle | undefined) : undefined;
  }

  /** Puts a file first in the list (once, however many times it was opened), keeping the ten last. */
  async remember(name: string, handle: FileSystemFileHandle): Promise<void> {
    const entries = await this.list();
    const same = await Promise.all(entries.map((entry) => entry.handle.isSameEntry(handle).catch(() => false)));
    const store = await this.store('readwrite');
    if (!store) return;
    const kept = entries.filter((_, i) => !same[i]);
    for (const entry of entries.filter((_, i) => same[i])) store.delete(entry.id);
    for (const entry of kept.slice(MAX_RECENT - 1)) store.delete(entry.id);
    await done(store.put({ id: crypto.randomUUID(), name, usedAt: Date.now(), handle } satisfies RecentHandle));
  }

  async remove(id: string): Promise<void> {
    const store = await this.store('readwrite');
    if (store) await done(store.delete(id));
  }

  async clear(): Promise<void> {
    const store = await this.store('readwrite');
    if (store) await done(store.clear());
  }
}
