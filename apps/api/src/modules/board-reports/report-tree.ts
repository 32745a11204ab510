import { and, asc, eq } from 'drizzle-orm';
import type { BoardReportRow } from '@sukoyaka/contracts/local-government';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, schoolYears } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { getOrganizationMe } from '../organizations/organizations.service.ts';
import { organizationSchool, organizationSchools } from '../board-figures/organization-schools.service.ts';
import type { ReportUnit } from './report-queries.ts';

/** A row of a report before figures: leaves carry the unit id (school or class) and their school. */
export interface TreeNode {
  key: string;
  parentKey: string | null;
  level: BoardReportRow['level'];
  id: number | null;
  name: string;
  leaf: { unitId: number; schoolId: number; klassId?: number } | null;
}

/**
 * The rows of a board report: without `schoolId` the organisation and its schools; with it that
 * school, its grades and classes of school year `year` (one grade with `gradeId`).
 * @throws 404 a school of another organisation, or a grade not of that school.
 */
export async function reportTree(
  db: Database,
  scope: OrganizationScope,
  query: { year: number; schoolId?: number; gradeId?: number },
): Promise<{ unit: ReportUnit; schoolIds: number[]; nodes: TreeNode[] }> {
  if (!query.schoolId) {
    const [org, list] = [await getOrganizationMe(db, scope), await organizationSchools(db, scope)];
    return {
      unit: 'school',
      schoolIds: list.map((s) => s.id),
      nodes: [
        { key: 'org', parentKey: null, level: 'organization', id: org.id, name: org.name, leaf: null },
        ...list.map((s) => ({ key: `s${s.id}`, parentKey: 'org', level: 'school' as const, id: s.id, name: s.name, leaf: { unitId: s.id, schoolId: s.id } })),
      ],
    };
  }
  const school = await organizationSchool(db, scope, query.schoolId);
  const rows = await db
    .select({ klassId: klasses.id, klassName: klasses.name, gradeId: grades.id, gradeName: grades.name })
    .from(klasses)
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .innerJoin(schoolYears, eq(schoolYears.id, klasses.schoolYearId))
    .where(and(eq(klasses.schoolId, school.id), eq(schoolYears.year, query.year)))
    .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder));
  const picked = query.gradeId ? rows.filter((r) => r.gradeId === query.gradeId) : rows;
  if (query.gradeId && picked.length === 0) throw notFound('学年が見つかりません');
  const gradeIds = [...new Set(picked.map((r) => r.gradeId))];
  const root: TreeNode = query.gradeId
    ? { key: `g${query.gradeId}`, parentKey: null, level: 'grade', id: query.gradeId, name: `${school.name} ${picked[0]!.gradeName}`, leaf: null }
    : { key: `s${school.id}`, parentKey: null, level: 'school', id: school.id, name: school.name, leaf: null };
  const gradeNodes: TreeNode[] = query.gradeId
    ? []
    : gradeIds.map((g) => ({ key: `g${g}`, parentKey: root.key, level: 'grade', id: g, name: picked.find((r) => r.gradeId === g)!.gradeName, leaf: null }));
  const klassNodes: TreeNode[] = picked.map((r) => ({
    key: `k${r.klassId}`,
    parentKey: `g${r.gradeId}`,
    level: 'klass',
    id: r.klassId,
    name: `${r.gradeName}${r.klassName}`,
    leaf: { unitId: r.klassId, schoolId: school.id, klassId: r.klassId },
  }));
  return { unit: 'klass', schoolIds: [school.id], nodes: [root, ...gradeNodes, ...klassNodes] };
}
