/** One node of PostgreSQL's `EXPLAIN (ANALYZE, FORMAT JSON)` output (only the fields read here). */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
export type ExplainOutput = [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }];

/** A sequential scan of `ideas`, with how many rows it read before it stopped. */
export type SeqScan = { rowsRead: number };

export type PlanSummary = {
  executionMs: number;
  planningMs: number;
  /** Scans in plan order, e.g. "Index Scan ideas_list_latest_idx", "Bitmap Index Scan ideas_search_trgm_idx". */
  scans: string[];
  seqScansOnIdeas: SeqScan[];
};

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** The scans of a plan and its sequential scans of `ideas`. */
export function summarizePlan([output]: ExplainOutput): PlanSummary {
  const scans: string[] = [];
  const seqScansOnIdeas: SeqScan[] = [];
  walk(output.Plan, (node) => {
    const type = node['Node Type'];
    if (!type.includes('Scan')) return;
    scans.push([type, node['Index Name'] ?? node['Relation Name']].filter(Boolean).join(' '));
    if (type === 'Seq Scan' && node['Relation Name'] === 'ideas') {
      const loops = node['Actual Loops'] ?? 1;
      seqScansOnIdeas.push({ rowsRead: ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * loops });
    }
  });
  return {
    executionMs: output['Execution Time'],
    planningMs: output['Planning Time'],
    scans: [...new Set(scans)],
    seqScansOnIdeas,
  };
}
