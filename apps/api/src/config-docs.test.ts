/**
 * docs/configuration.md and .env.example list exactly the settings config.ts reads, and .env.example's values are
 * its defaults, so the three cannot drift. The settings are found by running loadConfig on an environment that
 * records every name it is asked for; the docs' names are the first cell of configuration.md's `| setting |` tables
 * and the `NAME=` lines of .env.example (commented or not).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const root = (file: string) => fileURLToPath(new URL(`../../../${file}`, import.meta.url));
const SETTING = /^[A-Z][A-Z0-9_]*$/;

/** Every environment variable loadConfig reads. */
function settingsConfigReads(): string[] {
  const read = new Set<string>();
  const note = (key: string | symbol) => {
    if (typeof key === 'string' && SETTING.test(key)) read.add(key);
  };
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get(target, key) {
      note(key);
      return Reflect.get(target, key);
    },
    has(target, key) {
      note(key);
      return Reflect.has(target, key);
    },
  });
  loadConfig(env);
  return [...read].sort();
}

/** The first cell of each row of the tables headed `| setting | default | …`, as `{ name: default cell }`. */
function documented(markdown: string): Map<string, string> {
  const settings = new Map<string, string>();
  let inTable = false;
  for (const line of markdown.split('\n')) {
    const cells = line.startsWith('|') ? line.split('|').map((cell) => cell.trim()) : [];
    if (cells.length === 0) inTable = false;
    else if (cells[1] === 'setting') inTable = true;
    else if (inTable && !/^-+$/.test(cells[1] ?? '')) {
      const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[1] ?? '')?.[1];
      if (!name) throw new Error(`configuration.md: a setting row must start with one \`NAME\`: ${line}`);
      if (settings.has(name)) throw new Error(`configuration.md lists ${name} twice`);
      settings.set(name, cells[2] ?? '');
    }
  }
  return settings;
}

/** The `NAME=value` lines of .env.example, `# NAME=value` (unset by default) included, with their values. */
function exampled(text: string): { names: string[]; defaults: Record<string, string> } {
  const names: string[] = [];
  const defaults: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    const [, commented, name = '', raw = ''] = match;
    if (names.includes(name)) throw new Error(`.env.example lists ${name} twice`);
    names.push(name);
    if (!commented) defaults[name] = raw.replace(/^"(.*)"$/, '$1');
  }
  return { names: names.sort(), defaults };
}

const inConfig = settingsConfigReads();
const page = documented(readFileSync(root('docs/configuration.md'), 'utf8'));
const example = exampled(readFileSync(root('.env.example'), 'utf8'));

describe('the configuration docs', () => {
  it('finds the settings config.ts reads', () => {
    expect(inConfig.length).toBeGreaterThan(30);
    expect(inConfig).toContain('DATABASE_URL');
  });

  it('docs/configuration.md lists every setting config.ts reads, and no other', () => {
    expect([...page.keys()].sort()).toEqual(inConfig);
  });

  it('.env.example lists every setting config.ts reads, and no other', () => {
    expect(example.names).toEqual(inConfig);
  });

  it(".env.example's values are config.ts's defaults", () => {
    expect(loadConfig(example.defaults)).toEqual(loadConfig({}));
  });

  it("configuration.md's defaults match .env.example's", () => {
    const cells = Object.keys(example.defaults).map((name) => [name, page.get(name)]);
    expect(cells).toEqual(Object.entries(example.defaults).map(([name, value]) => [name, `\`${value}\``]));
  });
});
