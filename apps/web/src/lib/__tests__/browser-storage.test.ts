/**
 * The typed storage keys: a value is read through the key's parse (its fallback for nothing, corrupt text or a value
 * of the wrong shape), stays the same object until the stored text changes, and storage that is missing or throws
 * never breaks a read or a write. Subscribers hear this tab's changes and other tabs' (a cleared storage included);
 * a follower hears only another tab's new value.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromJson, readItem, storageKey, tokenKey, writeItem } from '../browser-storage';
import { createListeners } from '../listeners';

type Pin = { code: string; uses: number };

const isPin = (value: unknown): value is Pin =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Pin).code === 'string' &&
  typeof (value as Pin).uses === 'number';

const NO_PINS: readonly Pin[] = [];

const pinsKey = () =>
  storageKey<readonly Pin[]>('test-pins', {
    fallback: NO_PINS,
    parse: fromJson((value) => (Array.isArray(value) ? value.filter(isPin) : undefined)),
    isEmpty: (pins) => pins.length === 0,
  });

/** Storage that refuses everything, as a blocked or full one does. */
function throwingStorage(): Storage {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    length: 0,
    key: blocked,
    getItem: blocked,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: blocked,
    clear: blocked,
  };
}

const storageEvent = (key: string | null, newValue: string | null = null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

afterEach(() => {
  window.sessionStorage.clear();
});

describe('a storage key', () => {
  it('reads its fallback when nothing is stored, and what its parse accepts of stored JSON', () => {
    const pins = pinsKey();
    expect(pins.get()).toBe(NO_PINS);
    window.localStorage.setItem('test-pins', JSON.stringify([{ code: 'A', uses: 1 }, { code: 2 }, 'junk']));
    expect(pins.get()).toEqual([{ code: 'A', uses: 1 }]);
  });

  it('gives the same value until the stored text changes (a stable snapshot)', () => {
    const pins = pinsKey();
    window.localStorage.setItem('test-pins', JSON.stringify([{ code: 'A', uses: 1 }]));
    const first = pins.get();
    expect(pins.get()).toBe(first);
    window.localStorage.setItem('test-pins', JSON.stringify([{ code: 'A', uses: 2 }]));
    expect(pins.get()).not.toBe(first);
    expect(pins.get()).toEqual([{ code: 'A', uses: 2 }]);
  });

  it('reads its fallback for corrupt JSON, a value its parse refuses, and a parse that throws', () => {
    const pins = pinsKey();
    for (const text of ['{not json', '', 'null', '{"code":"A"}', '42']) {
      window.localStorage.setItem('test-pins', text);
      expect(pins.get()).toBe(NO_PINS);
    }
    const strict = storageKey<number>('test-strict', {
      fallback: 0,
      parse: () => {
        throw new Error('refused');
      },
    });
    window.localStorage.setItem('test-strict', '7');
    expect(strict.get()).toBe(0);
  });

  it('stores JSON, removes the key for an empty value, and removes it on remove', () => {
    const pins = pinsKey();
    pins.set([{ code: 'A', uses: 1 }]);
    expect(window.localStorage.getItem('test-pins')).toBe('[{"code":"A","uses":1}]');
    pins.set([]);
    expect(window.localStorage.getItem('test-pins')).toBeNull();
    pins.set([{ code: 'B', uses: 0 }]);
    pins.remove();
    expect(window.localStorage.getItem('test-pins')).toBeNull();
    expect(pins.get()).toBe(NO_PINS);
  });

  it('stores plain text with its own serialize, and keeps to the session storage when asked', () => {
    const mode = storageKey<'on' | 'off'>('test-mode', {
      fallback: 'off',
      parse: (text) => (text === 'on' ? 'on' : undefined),
      serialize: (value) => value,
      area: 'session',
    });
    mode.set('on');
    expect(window.sessionStorage.getItem('test-mode')).toBe('on');
    expect(window.localStorage.getItem('test-mode')).toBeNull();
    expect(mode.get()).toBe('on');
    window.sessionStorage.setItem('test-mode', 'maybe');
    expect(mode.get()).toBe('off');
  });

  it('reads its fallback and writes nothing, without throwing, when storage throws', () => {
    const pins = pinsKey();
    const listener = vi.fn();
    pins.subscribe(listener);
    window.localStorage.setItem('test-pins', '[{"code":"A","uses":1}]');
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(throwingStorage());
    expect(pins.get()).toBe(NO_PINS);
    expect(() => pins.set([{ code: 'B', uses: 1 }])).not.toThrow();
    expect(() => pins.remove()).not.toThrow();
    // The screens still hear of the change, and read what storage now says.
    expect(listener).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
    expect(window.localStorage.getItem('test-pins')).toBe('[{"code":"A","uses":1}]');
  });

  it('reads its fallback when there is no storage at all', () => {
    window.localStorage.setItem('test-pins', '[{"code":"A","uses":1}]');
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const pins = pinsKey();
    expect(pins.get()).toBe(NO_PINS);
    expect(() => pins.set([{ code: 'B', uses: 1 }])).not.toThrow();
    expect(readItem('local', 'test-pins')).toBeNull();
    vi.restoreAllMocks();
    expect(pins.get()).toEqual([{ code: 'A', uses: 1 }]);
  });

  it('tells its subscribers of this tab’s changes and of other tabs’ changes of the key or clearing of storage', () => {
    const pins = pinsKey();
    const listener = vi.fn();
    const unsubscribe = pins.subscribe(listener);
    pins.set([{ code: 'A', uses: 1 }]);
    pins.remove();
    expect(listener).toHaveBeenCalledTimes(2);
    storageEvent('test-pins', '[]');
    storageEvent(null);
    expect(listener).toHaveBeenCalledTimes(4);
    storageEvent('another-key', 'x');
    expect(listener).toHaveBeenCalledTimes(4);
    expect(listener.mock.calls.every((call) => call.length === 0)).toBe(true);

    unsubscribe();
    pins.set([{ code: 'B', uses: 1 }]);
    storageEvent('test-pins', '[]');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('gives a follower the value another tab stores, the fallback when it removes it, and ignores a clear', () => {
    const pins = pinsKey();
    const follower = vi.fn();
    const stop = pins.followOtherTabs(follower);
    storageEvent('test-pins', '[{"code":"C","uses":3}]');
    storageEvent('test-pins', null);
    storageEvent('test-pins', '{corrupt');
    storageEvent(null);
    storageEvent('another-key', '[]');
    pins.set([{ code: 'D', uses: 1 }]);
    expect(follower.mock.calls).toEqual([[[{ code: 'C', uses: 3 }]], [NO_PINS], [NO_PINS]]);
    stop();
    storageEvent('test-pins', '[]');
    expect(follower).toHaveBeenCalledTimes(3);
  });
});

describe('a token key', () => {
  it('holds plain text, reads null for none or a blank one, and removes the key for null', () => {
    const token = tokenKey('test-token');
    expect(token.get()).toBeNull();
    token.set('abc.123');
    expect(window.localStorage.getItem('test-token')).toBe('abc.123');
    expect(token.get()).toBe('abc.123');
    window.localStorage.setItem('test-token', '  ');
    expect(token.get()).toBeNull();
    token.set(null);
    expect(window.localStorage.getItem('test-token')).toBeNull();
  });
});

describe('raw items', () => {
  it('read and write text in either storage, null removing it', () => {
    writeItem('session', 'test-item', 'one');
    expect(readItem('session', 'test-item')).toBe('one');
    expect(readItem('local', 'test-item')).toBeNull();
    writeItem('session', 'test-item', null);
    expect(readItem('session', 'test-item')).toBeNull();
  });

  it('survive storage that throws', () => {
    window.localStorage.setItem('test-item', 'kept');
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(throwingStorage());
    expect(readItem('local', 'test-item')).toBeNull();
    expect(() => writeItem('local', 'test-item', 'x')).not.toThrow();
    vi.restoreAllMocks();
    expect(readItem('local', 'test-item')).toBe('kept');
  });
});

describe('listeners', () => {
  it('are called in the order they subscribed, until they unsubscribe', () => {
    const listeners = createListeners();
    const calls: string[] = [];
    const stopA = listeners.subscribe(() => calls.push('a'));
    listeners.subscribe(() => calls.push('b'));
    listeners.emit();
    stopA();
    listeners.emit();
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});
