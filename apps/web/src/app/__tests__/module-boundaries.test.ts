/**
 * The conventions' module boundaries (rule 5): a feature imports `lib/`, `components/` and the contract, never
 * another feature, and nothing outside `app/` imports `app/`. Tests are free to render a screen inside the frame.
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

  it('no feature imports another feature', () => {
    const crossings = files
      .filter((f) => f.area.startsWith('features/'))
      .flatMap((f) =>
        importsOf(f.file)
          .filter((target) => areaOf(target).startsWith('features/') && areaOf(target) !== f.area)
          .map((target) => `${path.relative(src, f.file)} → ${target}`),
      );
    expect(crossings).toEqual([]);
  });

  it('only app/ imports app/', () => {
    const upward = files
      .filter((f) => f.area !== 'app')
      .flatMap((f) =>
        importsOf(f.file)
          .filter((target) => areaOf(target) === 'app')
          .map((target) => `${path.relative(src, f.file)} → ${target}`),
      );
    expect(upward).toEqual([]);
  });
});
