/** Budgets and plain-text tables: the benches print figures beside their budgets and never fail on them. */

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
