/**
 * Budgets, plain-text tables and the reports every bench prints (load tables, judged figures, progress lines) and
 * writes (`bench/results/*.json`): the benches print figures beside their budgets and never fail on them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadOptions, TargetResult } from './load';

export type Budget = {
  /** The figure must be at least this much, or at most `max`. */
  min?: number;
  max?: number;
  unit?: string;
};

export function budgetText(budget: Budget | undefined): string {
  if (!budget) return '';
  const unit = budget.unit ? ` ${budget.unit}` : '';
  if (budget.min !== undefined && budget.max !== undefined && budget.min === budget.max) return `${budget.min}${unit}`;
  if (budget.min !== undefined) return `≥ ${budget.min}${unit}`;
  if (budget.max !== undefined) return `≤ ${budget.max}${unit}`;
  return '';
}

/** `undefined` when there is no budget or no figure to judge. */
export function withinBudget(value: number | undefined, budget: Budget | undefined): boolean | undefined {
  if (!budget || value === undefined || Number.isNaN(value)) return undefined;
  if (budget.min !== undefined && value < budget.min) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  return true;
}

export function verdict(value: number | undefined, budget: Budget | undefined): string {
  const within = withinBudget(value, budget);
  if (within === undefined) return '';
  return within ? 'ok' : 'OVER BUDGET';
}

export type Column = { header: string; align?: 'left' | 'right' };

/** Prints rows under their headers, columns padded to the widest cell. */
export function printTable(columns: Column[], rows: string[][], indent = '  '): void {
  const widths = columns.map((column, i) =>
    Math.max(column.header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    indent +
    columns
      .map((column, i) => {
        const cell = cells[i] ?? '';
        const width = widths[i] ?? 0;
        return column.align === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  console.log(line(columns.map((column) => column.header)));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

export function fixed(value: number | undefined, digits: number): string {
  return value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
}

export function thousands(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/** The load table every bench prints: one row per target, pooled over all its rounds. */
export function printLoad(
  results: Omit<TargetResult, 'background'>[],
  options: { rate?: string; withUrl?: boolean } = {},
): void {
  const withUrl = options.withUrl ?? false;
  printTable(
    [
      { header: 'target' },
      ...(withUrl ? [{ header: 'url' }] : []),
      { header: options.rate ?? 'req/s', align: 'right' },
      { header: 'p50 ms', align: 'right' },
      { header: 'p99 ms', align: 'right' },
      { header: 'requests', align: 'right' },
      { header: 'non-2xx', align: 'right' },
      { header: 'errors', align: 'right' },
    ],
    results.map((r) => [
      r.name,
      ...(withUrl ? [new URL(r.url).pathname] : []),
      thousands(r.rps),
      fixed(r.p50Ms, 2),
      fixed(r.p99Ms, 2),
      thousands(r.requests),
      String(r.non2xx),
      String(r.errors + r.timeouts),
    ]),
  );
}

/** One judged figure: `value` is what the budget is checked against, `text` what the table shows. */
export type Figure = { label: string; value: number | undefined; text: string; budget?: Budget | undefined };

/** How many of a target's answers were not a success (non-2xx, errors, timeouts), as a figure. */
export function failureFigure(r: { name: string; non2xx: number; errors: number; timeouts: number }, budget?: Budget) {
  const count = r.non2xx + r.errors + r.timeouts;
  return { label: `${r.name}: errors + non-2xx`, value: count, text: String(count), budget } satisfies Figure;
}

/** Figures beside their budgets and a verdict, under `header` (default `figure`). */
export function printFigures(figures: Figure[], header = 'figure'): void {
  printTable(
    [{ header }, { header: 'value', align: 'right' }, { header: 'budget', align: 'right' }, { header: '' }],
    figures.map((f) => [f.label, f.text, budgetText(f.budget), verdict(f.value, f.budget)]),
  );
}

/** The line that says how a set of targets is loaded. */
export function printLoadPlan(
  runs: Omit<LoadOptions, 'connections'>,
  targets: number,
  connections: number,
  extra = '',
) {
  console.log(
    `  load: ${runs.rounds} rounds × ${runs.durationSeconds} s per target (${targets} targets), ${connections} ` +
      `connections, ${runs.warmupSeconds} s warm-up each, order alternating${extra}`,
  );
}

/** A progress line after every measured run (`onRun`), names padded to `nameWidth`; a background load shows too. */
export function progressPrinter(nameWidth: number): NonNullable<LoadOptions['onRun']> {
  return (round, target, run) =>
    console.log(
      `    round ${round}  ${target.name.padEnd(nameWidth)} ${thousands(run.rps).padStart(8)} req/s  ` +
        `p99 ${fixed(run.p99Ms, 1).padStart(7)} ms` +
        (run.background
          ? `   (flood: ${thousands(run.background.rps)} sign-ins/s, p99 ${fixed(run.background.p99Ms, 0)} ms)`
          : ''),
    );
}

const RESULTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

/** Writes `bench/results/<name>.json` and answers its path relative to the working directory. */
export function writeResults(name: string, summary: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return path.relative(process.cwd(), file);
}

/** The machine's 1-minute load average, for the header and footer of a report: a busy machine shows in the figures. */
export const loadAverage = () => (os.loadavg()[0] ?? Number.NaN).toFixed(1);
