/**
 * The browser's storage, typed and safe. Storage can be missing or refuse (private mode, blocked cookies, a full
 * quota), and what it holds may have been left by another version of the app or by hand: nothing here throws, and a
 * key reads only what its `parse` accepts, its fallback otherwise. A key tells its subscribers of every change, made
 * in this tab or in another.
 */
import { createListeners } from './listeners';

/** `local`: every tab, kept across visits; `session`: this tab, until it is closed. */
export type StorageArea = 'local' | 'session';

const storageOf = (area: StorageArea): Storage => (area === 'local' ? window.localStorage : window.sessionStorage);

/** The text stored under `name`; null when there is none, or no storage (blocked, or no window at all). */
export function readItem(area: StorageArea, name: string): string | null {
  try {
    return storageOf(area).getItem(name);
  } catch {
    return null;
  }
}

/** Stores `text` under `name`, or removes it for null; storage that refuses (full, blocked) stays as it was. */
export function writeItem(area: StorageArea, name: string, text: string | null): void {
  try {
    if (text === null) storageOf(area).removeItem(name);
    else storageOf(area).setItem(name, text);
  } catch {
    // Full or blocked: the value simply is not remembered.
  }
}

export type StorageKeyOptions<T> = {
  /** The value when nothing usable is stored: nothing at all, text that `parse` refuses, or no storage. */
  fallback: T;
  /** The value that stored text holds; undefined (or a throw) when it holds none. */
  parse: (text: string) => T | undefined;
  /** The text stored for a value; JSON unless given. */
  serialize?: (value: T) => string;
  /** A value not worth keeping (an empty cart): `set` removes the key instead of storing it. */
  isEmpty?: (value: T) => boolean;
  /** Local storage unless given. */
  area?: StorageArea;
};

export type StorageKey<T> = {
  readonly name: string;
  /** The stored value: the same one until the stored text changes, so a stable snapshot for `useSyncExternalStore`. */
  get: () => T;
  set: (value: T) => void;
  remove: () => void;
  /**
   * Calls `listener` whenever the stored value may have changed: this tab's `set` or `remove`, another tab's change of
   * the key, or another tab clearing the whole storage. Returns the unsubscribe.
   */
  subscribe: (listener: () => void) => () => void;
  /**
   * Calls `listener` with the value another tab stores under the key (the fallback when it removes it), for state that
   * follows the stored value without being read from it; clearing the whole storage is not such a change. Returns the
   * unsubscribe.
   */
  followOtherTabs: (listener: (value: T) => void) => () => void;
};

/** A key of the browser's storage holding values of type `T`. */
export function storageKey<T>(name: string, options: StorageKeyOptions<T>): StorageKey<T> {
  const { fallback, parse, serialize = JSON.stringify, isEmpty = () => false, area = 'local' } = options;
  const changes = createListeners();
  let cachedText: string | null | undefined;
  let cached = fallback;

  function valueOfText(text: string | null): T {
    if (text === null) return fallback;
    try {
      return parse(text) ?? fallback;
    } catch {
      return fallback;
    }
  }

  function onStorage(accepts: (event: StorageEvent) => boolean, listener: (event: StorageEvent) => void) {
    const handler = (event: StorageEvent) => {
      if (accepts(event)) listener(event);
    };
    window.addEventListener('storage', handler);
    return () => window.removeEventListener('storage', handler);
  }

  return {
    name,
    get() {
      const text = readItem(area, name);
      if (text !== cachedText) {
        cachedText = text;
        cached = valueOfText(text);
      }
      return cached;
    },
    set(value) {
      writeItem(area, name, isEmpty(value) ? null : serialize(value));
      changes.emit();
    },
    remove() {
      writeItem(area, name, null);
      changes.emit();
    },
    subscribe(listener) {
      const stopChanges = changes.subscribe(listener);
      const stopStorage = onStorage(
        (event) => event.key === name || event.key === null,
        () => listener(),
      );
      return () => {
        stopChanges();
        stopStorage();
      };
    },
    followOtherTabs(listener) {
      return onStorage(
        (event) => event.key === name,
        (event) => listener(valueOfText(event.newValue)),
      );
    },
  };
}

/** A key's `parse` for JSON: `check` makes the parsed value one of the key's type, or undefined when it cannot. */
export function fromJson<T>(check: (value: unknown) => T | undefined): (text: string) => T | undefined {
  return (text) => check(JSON.parse(text));
}

/** A key holding a bearer token as plain text: null when none (or a blank one) is stored; `set(null)` removes it. */
export function tokenKey(name: string): StorageKey<string | null> {
  return storageKey<string | null>(name, {
    fallback: null,
    parse: (text) => (text.trim() !== '' ? text : null),
    serialize: (token) => token ?? '',
    isEmpty: (token) => token === null,
  });
}
