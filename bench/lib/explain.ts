/** EXPLAIN ANALYZE of a query as the repository sent it, summed up as its timings and the scans of its plan. */
import type pg from 'pg';
import { fixed, printTable, thousands } from './format';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};
type ExplainOutput = [{ Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }];

export type Explained = {
  query: string;
  planningMs: number;
  executionMs: number;
  /** Every scan in the plan: `Bitmap Index Scan products_search_idx`, `Seq Scan products`, with its rows. */
  scans: string[];
  usesIndex: boolean;
  seqScans: number;
};

function scansOf(node: PlanNode, into: string[] = []): string[] {
  if (node['Node Type'].endsWith('Scan')) {
    const on = node['Index Name'] ?? node['Relation Name'] ?? '?';
    const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    into.push(`${node['Node Type']} ${on} (${thousands(rows)} rows)`);
  }
  for (const child of node.Plans ?? []) scansOf(child, into);
  return into;
}

/** Runs `sent` under `explain (analyze, buffers, format json)` and names the result `label`. */
export async function explainQuery(
  client: pg.Pool,
  label: string,
  sent: { query: string; params: unknown[] },
): Promise<Explained> {
  const result = await client.query<{ 'QUERY PLAN': ExplainOutput }>(
    `explain (analyze, buffers, format json) ${sent.query}`,
    sent.params,
  );
  const plan = result.rows[0]?.['QUERY PLAN'][0];
  if (!plan) throw new Error(`no plan for ${label}`);
  const scans = scansOf(plan.Plan);
  return {
    query: label,
    planningMs: plan['Planning Time'],
    executionMs: plan['Execution Time'],
    scans,
    usesIndex: scans.some((scan) => scan.includes('Index')),
    seqScans: scans.filter((scan) => scan.startsWith('Seq Scan')).length,
  };
}

/** A table of the plans' timings, then each query's scans. */
export function printExplained(explained: Explained[]): void {
  printTable(
    [
      { header: 'query' },
      { header: 'planning ms', align: 'right' },
      { header: 'execution ms', align: 'right' },
      { header: 'index used' },
      { header: 'seq scans', align: 'right' },
    ],
    explained.map((e) => [
      e.query,
      fixed(e.planningMs, 2),
      fixed(e.executionMs, 2),
      e.usesIndex ? 'yes' : 'no',
      String(e.seqScans),
    ]),
  );
  for (const e of explained) console.log(`    ${e.query}\n      ${e.scans.join('\n      ')}`);
}
