/**
 * The module boundaries (conventions, rule 7, as this project settles it): a feature imports `lib/`, `components/`,
 * the contract and another feature's `api/` files (its data surface: fetchers, query options, hooks) — never another
 * feature's screens, components or other modules. Shared `components/` may import a feature's `api/` under the same
 * rule; `lib/` imports no feature at all; only `app/` (frame, routes) imports any feature, and nothing outside `app/`
 * imports `app/` but the server renderer (`server/`), the app's other entry. Tests are free to render a screen inside
 * the frame.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative import (static or dynamic) of `file`, resolved to a path under src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => path.relative(src, path.resolve(path.dirname(file), specifier)));
}

const areaOf = (relative: string) => {
  const [top, name] = relative.split(path.sep);
  return top === 'features' ? `features/${name}` : (top ?? '');
};

describe('module boundaries', () => {
  const files = sourceFiles(src)
    .map((file) => ({ file, area: areaOf(path.relative(src, file)) }))
    .filter((f) => f.area !== 'test');

  it('sees every feature', () => {
    const features = new Set(files.map((f) => f.area).filter((area) => area.startsWith('features/')));
    expect([...features].sort()).toEqual(
      readdirSync(path.join(src, 'features'))
        .map((name) => `features/${name}`)
        .sort(),
    );
  });

  /** `features/<x>/api/…` → 'x'; any other path → null. */
  const apiOf = (relative: string) => {
    const [top, name, folder] = relative.split(path.sep);
    return top === 'features' && folder === 'api' ? name : null;
  };

  it('a feature or a shared component imports another feature only through its api/', () => {
    const crossings = files
      .filter((f) => f.area.startsWith('features/') || f.area === 'components')
      .flatMap((f) =>
        importsOf(f.file)
          .filter((target) => areaOf(target).startsWith('features/') && areaOf(target) !== f.area)
          .filter((target) => apiOf(target) === null)
          .map((target) => `${path.relative(src, f.file)} → ${target}`),
      );
    expect(crossings).toEqual([]);
  });

  it('lib/ imports no feature', () => {
    const upward = files
      .filter((f) => f.area === 'lib')
      .flatMap((f) =>
        importsOf(f.file)
          .filter((target) => areaOf(target).startsWith('features/'))
          .map((target) => `${path.relative(src, f.file)} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it('catches a crossing', () => {
    // The rules above would pass on a scan that found nothing: check the scanner sees real imports.
    const header = files.find((f) => f.file.endsWith(`frame${path.sep}site-header.tsx`));
    expect(importsOf(header?.file ?? '')).toContain(path.join('features', 'cart', 'api', 'cart-total'));
    expect(apiOf(path.join('features', 'cart', 'cart-screen'))).toBeNull();
    expect(apiOf(path.join('features', 'cart', 'api', 'use-cart'))).toBe('cart');
  });

  it('only app/ and the server renderer import app/', () => {
    const upward = files
      .filter((f) => f.area !== 'app' && f.area !== 'server')
      .flatMap((f) =>
        importsOf(f.file)
          .filter((target) => areaOf(target) === 'app')
          .map((target) => `${path.relative(src, f.file)} → ${target}`),
      );
    expect(upward).toEqual([]);
  });
});
