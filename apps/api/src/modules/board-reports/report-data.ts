import { addDays, fiscalPeriod, japanDateKey } from '@sukoyaka/contracts/dates';
import { BOARD_REPORT_TITLES, type BoardReport, type BoardReportBody, type BoardReportType, type CountCell } from '@sukoyaka/contracts/local-government';
import type { Database } from '@sukoyaka/db/client';
import type { OrganizationScope } from '../../lib/actor.ts';
import { organizationCalendars, schoolDaysIn } from '../board-figures/organization-schools.service.ts';
import { rateOf, suppressionOn, suppressTree } from '../board-figures/suppression.service.ts';
import { CHART_KEYS, REPORT_COLUMNS } from './report-columns.ts';
import { loadReportSources } from './report-queries.ts';
import { reportTree, type TreeNode } from './report-tree.ts';

/** The twelve months of school year `year`, April first, as YYYY-MM. */
export const monthsOf = (year: number) => Array.from({ length: 12 }, (_, i) => `${i < 9 ? year : year + 1}-${String(((i + 3) % 12) + 1).padStart(2, '0')}`);

/**
 * A board report (spec §7 POST organization/dashboard_*, issue 14 item 3): the period of `year`
 * (April–March) or of one month, rows per school (or per grade and class of one school), the
 * type's columns (report-columns.ts) with counts suppressed per column (decision 026), rates from
 * school days by each school's calendar (decision 020; up to today), and the monthly chart of the
 * type's count for the root row.
 * @throws 404 a school or grade outside the organisation.
 */
export async function buildBoardReport(
  db: Database,
  scope: OrganizationScope,
  type: BoardReportType,
  body: BoardReportBody,
  today = japanDateKey(),
): Promise<BoardReport> {
  const suppression = await suppressionOn(db, scope);
  const { from, to } = fiscalPeriod(body.year, body.month);
  const year = fiscalPeriod(body.year);
  const { unit, schoolIds, nodes } = await reportTree(db, scope, body);
  const sources = await loadReportSources(db, unit, schoolIds, body.year, { yearFrom: year.from, yearTo: year.to, from, to });
  const lastDay = addDays(to, -1) < today ? addDays(to, -1) : today;
  const calendars = await organizationCalendars(db, schoolIds, from, addDays(to, -1));
  const columns = REPORT_COLUMNS[type];
  const months = monthsOf(body.year).filter((m) => m >= from.slice(0, 7) && m < to.slice(0, 7));

  // Leaf figures, then sums up the tree (school days: the most of the children).
  const raw = new Map<string, Record<string, number>>();
  const denominators = new Map<string, number>();
  for (const node of [...nodes].reverse()) {
    const values: Record<string, number> = {};
    if (node.leaf) {
      const monthly = sources.monthly.get(node.leaf.unitId);
      for (const c of columns) if (c.kind === 'count' && !c.distinct) values[c.key] = months.reduce((s, m) => s + (monthly?.get(m)?.[c.key] ?? 0), 0);
      for (const c of columns) if (c.distinct) values[c.key] = sources.distinct.get(node.leaf.unitId)?.[c.key] ?? 0;
      values.enrolled = sources.enrolled.get(node.leaf.unitId) ?? 0;
      values.schoolDays = from <= lastDay ? schoolDaysIn(calendars.get(node.leaf.schoolId)!, from, lastDay, node.leaf.klassId).length : 0;
      denominators.set(node.key, values.enrolled * values.schoolDays);
    } else {
      const kids = nodes.filter((n) => n.parentKey === node.key);
      for (const c of columns) if (c.kind !== 'rate') values[c.key] = kids.reduce((s, k) => s + (raw.get(k.key)?.[c.key] ?? 0), 0);
      values.schoolDays = Math.max(0, ...kids.map((k) => raw.get(k.key)?.schoolDays ?? 0));
      denominators.set(
        node.key,
        kids.reduce((s, k) => s + (denominators.get(k.key) ?? 0), 0),
      );
    }
    raw.set(node.key, values);
  }

  const cells = new Map<string, Record<string, CountCell | null>>(nodes.map((n) => [n.key, {}]));
  for (const c of columns) {
    if (c.kind === 'number') for (const n of nodes) cells.get(n.key)![c.key] = raw.get(n.key)![c.key] ?? 0;
    if (c.kind !== 'count') continue;
    const published = suppressTree(
      nodes.map((n) => ({ key: n.key, parentKey: n.parentKey, value: raw.get(n.key)![c.key] ?? 0 })),
      suppression,
    );
    for (const n of nodes) cells.get(n.key)![c.key] = published.get(n.key)!;
  }
  for (const c of columns.filter((col) => col.kind === 'rate')) {
    for (const n of nodes) {
      const row = cells.get(n.key)!;
      const days = raw.get(n.key)!.schoolDays ?? 0;
      row[c.key] = c.perDay
        ? typeof row[c.of!] === 'number' && days > 0
          ? Math.round(((row[c.of!] as number) / days) * 10) / 10
          : null
        : rateOf(row[c.of!], denominators.get(n.key) ?? 0);
    }
  }
  return {
    type,
    title: BOARD_REPORT_TITLES[type],
    year: body.year,
    month: body.month ?? null,
    from,
    to: addDays(to, -1),
    suppression,
    columns: columns.map(({ key, label, kind }) => ({ key, label, kind })),
    rows: nodes.map((n: TreeNode) => ({ key: n.key, parentKey: n.parentKey, level: n.level, id: n.id, name: n.name, cells: cells.get(n.key)! })),
    chart: chartOf(type, body.year, nodes, sources.monthly, suppression, today),
  };
}

/** The root row's monthly values of the type's chart count (April to March, up to this month), suppressed as a line under their sum. */
function chartOf(
  type: BoardReportType,
  year: number,
  nodes: TreeNode[],
  monthly: Map<number, Map<string, Record<string, number>>>,
  suppression: boolean,
  today: string,
) {
  const key = CHART_KEYS[type];
  const months = monthsOf(year).filter((m) => m <= today.slice(0, 7));
  const leaves = nodes.filter((n) => n.leaf);
  const values = months.map((m) => leaves.reduce((s, n) => s + (monthly.get(n.leaf!.unitId)?.get(m)?.[key] ?? 0), 0));
  const published = suppressTree(
    [{ key: 'year', parentKey: null, value: values.reduce((a, b) => a + b, 0) }, ...months.map((m, i) => ({ key: m, parentKey: 'year', value: values[i]! }))],
    suppression,
  );
  const label = REPORT_COLUMNS[type].find((c) => c.key === key)!.label;
  return { key, label, bars: months.map((m) => ({ label: `${Number(m.slice(5))}月`, value: published.get(m)! })) };
}
