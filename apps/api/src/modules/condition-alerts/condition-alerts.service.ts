import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type {
  ConditionAlert,
  ConditionAlertEvidence,
  ConditionAlertSource,
  DistressTextPlace,
  SchoolAlertDashboardQuery,
} from '@sukoyaka/contracts/condition-alerts';
import { CONDITION_KINDS, type ConditionKind, type ConditionValue } from '@sukoyaka/contracts/conditions';
import { addDays, fiscalPeriod, formatDate, schoolYearOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { conditionAlerts, conditions, grades, klasses, schools, studentEnrollments, students, teachers } from '@sukoyaka/db/schema';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { emptyPage, readPage } from '../../lib/paging.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import type { TeacherScope } from '../../lib/actor.ts';
import { assertVisibleStudent, dashboardScope } from '../teachers/teachers.service.ts';
import { alertRules, type AlertRule } from './condition-alert-settings.service.ts';
import { baselineContent, baselineDays, baselineEvidence, moodHistory } from './baseline-alerts.ts';
import { baselineSignal } from './baseline-rule.ts';
import { baselineDue as baselineIsDue, flaggedBy, runFires } from './checkin-rules.ts';
import { RECENT_CHECKINS, rulesAndCalendar } from './rules-and-calendar.ts';

/** How far back a run may reach (a run of 20 school days across 夏休み fits well within it). */
const LOOK_BACK_DAYS = 200;

/**
 * Raises condition alerts after a check-in (docs/decisions/009-condition-alert-runs.md): for each
 * kind whose value today is flagged by the school's rule, when the student's check-ins on the last
 * `consecutiveDays` school days (today included; school days by the school calendar, decision 020:
 * weekends, Japanese holidays, the school's vacations and closures and the class's 学級閉鎖 neither
 * count nor break a run; a school day without a check-in breaks the run) are all flagged, one alert is raised,
 * unless one is still unresolved or the run began before the last one was resolved. The
 * school's addresses are mailed when notification is on. The baseline rule (evaluateBaseline,
 * decision 054) runs from the same one round trip on days answered 少し悪い or 悪い and, while the
 * pupil has an open baseline alert (`openBaseline`, read by the check-in's own statement), on every
 * answered day. Other good days cost no query. `baselineRule` false leaves the baseline rule out
 * (only for measuring the check-in without it: bench:checkin --baseline off).
 */
export async function evaluateConditionAlerts(
  db: Database,
  outbox: MailOutbox,
  scope: { studentId: number; schoolId: number },
  today: { date: string; mental: ConditionValue | null; physical: ConditionValue | null },
  openBaseline = true,
  baselineRule = true,
): Promise<void> {
  const candidates = CONDITION_KINDS.filter((k) => today[k] === 'bad' || today[k] === 'worst');
  // A week below 3 on average always holds a 少し悪い or 悪い day: the rule runs on those days, and on
  // every answered day while a baseline alert is open (so it fades). Other good days cost no query.
  const baselineDue = baselineRule && baselineIsDue(today.mental, openBaseline);
  if (candidates.length === 0 && !baselineDue) return;
  // The rules, the student's calendar, recent check-ins and open baseline alert in one round trip.
  const { rules, calendar, klassIds, recent, openBaselineId } = await rulesAndCalendar(db, scope, addDays(today.date, -LOOK_BACK_DAYS), today.date);
  if (!calendar.isSchoolDay(today.date, klassIds)) return;
  if (baselineDue) await evaluateBaseline(db, outbox, scope, today.date, rules.mental, { calendar, klassIds, recent, openBaselineId });
  const due = candidates.filter((kind) => flaggedBy(rules[kind]).has(today[kind]!));
  for (const kind of due) {
    const rule = rules[kind];
    const before = calendar.schoolDaysBefore(today.date, rule.consecutiveDays - 1, klassIds, LOOK_BACK_DAYS);
    if (before.length < rule.consecutiveDays - 1) continue;
    const days = [...before, today.date];
    // The recent check-ins read with the rules cover the run unless it reaches past the oldest of them.
    const covered = recent.length < RECENT_CHECKINS || recent[recent.length - 1]!.date <= days[0]!;
    const wanted = new Set(days);
    const rows = covered
      ? recent.filter((r) => wanted.has(r.date)).map((r) => ({ date: r.date, value: r[kind] }))
      : await db
          .select({ date: conditions.date, value: kind === 'mental' ? conditions.mental : conditions.physical })
          .from(conditions)
          .where(and(eq(conditions.schoolId, scope.schoolId), eq(conditions.studentId, scope.studentId), inArray(conditions.date, days)));
    const byDate = new Map(rows.map((r) => [r.date, r.value]));
    if (
      !runFires(
        rule,
        days.map((d) => byDate.get(d)),
      )
    )
      continue;
    await raiseAlert(db, outbox, scope, kind, rule, today.date, days[0]!);
  }
}

/**
 * The baseline rule on a school day's check-in (issue 25 item 3, decision 054): the pupil's mood on
 * the last 25 school days (from the check-ins read with the rules; read again only when they do
 * not reach back far enough). Flagged: a mental alert with source `baseline`, its content and
 * evidence giving both averages and the days behind them (held back by an open one, or one a
 * teacher resolved within the recent week). Not flagged while one is open: it fades — closed
 * without a teacher, `evidence.fadedOn` today — because the pupil's week is back near their usual.
 */
async function evaluateBaseline(
  db: Database,
  outbox: MailOutbox,
  scope: { studentId: number; schoolId: number },
  date: string,
  rule: AlertRule,
  read: Pick<Awaited<ReturnType<typeof rulesAndCalendar>>, 'calendar' | 'klassIds' | 'recent' | 'openBaselineId'>,
): Promise<void> {
  const { days, covered } = baselineDays(read.calendar, read.klassIds, date, read.recent);
  const checkins = covered
    ? read.recent.map((r) => ({ date: r.date, value: r.mental }))
    : await db
        .select({ date: conditions.date, value: conditions.mental })
        .from(conditions)
        .where(and(eq(conditions.schoolId, scope.schoolId), eq(conditions.studentId, scope.studentId), inArray(conditions.date, days)));
  const signal = baselineSignal(moodHistory(days, checkins));
  if (signal.flagged && read.openBaselineId === null) {
    const content = baselineContent(signal);
    const runStart = signal.recentDays[0]?.date ?? date;
    await raiseAlert(db, outbox, scope, 'mental', { ...rule, contentAlert: content }, date, runStart, {
      source: 'baseline',
      evidence: baselineEvidence(signal),
    });
  } else if (!signal.flagged && read.openBaselineId !== null) {
    await db
      .update(conditionAlerts)
      .set({
        processed: true,
        processedAt: sql`now()`,
        evidence: sql`jsonb_set(${conditionAlerts.evidence}, '{fadedOn}', to_jsonb(${date}::text))`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(conditionAlerts.id, read.openBaselineId), eq(conditionAlerts.schoolId, scope.schoolId), eq(conditionAlerts.processed, false)));
  }
}

/**
 * A physical-condition alert from the day's health observation (issue 4: alerts "from health
 * observation flags"): raised when an answer is flagged by spec §5 (temperature ≥ 37, a yes/no
 * away from its usual value, a comment), naming the flagged items, unless the student already has
 * an unresolved physical alert. Mailed like any alert of the school's physical rule.
 */
export async function raiseHealthcheckAlert(
  db: Database,
  outbox: MailOutbox,
  scope: { studentId: number; schoolId: number },
  date: string,
  flagged: { label: string; answer: string }[],
): Promise<void> {
  if (flagged.length === 0) return;
  const rules = await alertRules(db, scope);
  const content = `健康観察で気になる回答がありました：${flagged.map((f) => `${f.label} ${f.answer}`).join('、')}`;
  await raiseAlert(db, outbox, scope, 'physical', { ...rules.physical, contentAlert: content }, date, date, { source: 'healthcheck', evidence: null });
}

const PLACE_NAMES: Record<DistressTextPlace, string> = {
  healthcheck: '健康観察のコメント',
  questionnaire: 'アンケートの回答',
  talk_request: '「話したい」に書き添えた一行',
};

/**
 * A mental-condition alert for words of distress a pupil wrote (issue 25 item 5, decision 071):
 * the content names where and quotes each sentence, e.g.
 * 「健康観察のコメントに気になる言葉がありました：『もう 消えたい。』」; the evidence keeps place,
 * word and sentence. Never held back by an open alert; a second text of the same day is added to
 * the day's alert and opens it again. Mailed like any alert of the school's mental rule. Call it
 * with the handle of the transaction that stores the text.
 */
export async function raiseDistressWordAlert(
  db: Database,
  outbox: MailOutbox,
  scope: { studentId: number; schoolId: number },
  date: string,
  place: DistressTextPlace,
  matches: { word: string; sentence: string }[],
): Promise<void> {
  if (matches.length === 0) return;
  const rules = await alertRules(db, scope);
  const sentences = [...new Set(matches.map((m) => m.sentence))];
  const content = `${PLACE_NAMES[place]}に気になる言葉がありました：${sentences.map((x) => `『${x}』`).join('')}`;
  const evidence: ConditionAlertEvidence = { kind: 'distress_word', matches: matches.map((m) => ({ place, ...m })) };
  await raiseAlert(db, outbox, scope, 'mental', { ...rules.mental, contentAlert: content }, date, date, { source: 'distress_word', evidence });
}

/** Which sources' open alerts hold a new one back: a run and the health observation share one, the baseline has its own, a word of distress always rings. */
const HELD_BACK_BY: Record<ConditionAlertSource, ConditionAlertSource[] | null> = {
  rule: ['rule', 'healthcheck'],
  healthcheck: ['rule', 'healthcheck'],
  baseline: ['baseline'],
  distress_word: null,
};

/** What raised an alert and the evidence the teacher sees with it (decision 071). */
interface AlertOrigin {
  source: ConditionAlertSource;
  evidence: ConditionAlertEvidence | null;
}

/**
 * Stores an alert unless an open one of the sources that hold it back (HELD_BACK_BY) exists, or one
 * was resolved on or after `runStart`; mails it when the rule's notification is on. The check and
 * the insert are ONE statement (an INSERT … SELECT … WHERE NOT EXISTS), and the mail's pupil and
 * school ONE read: at 8:05 a check-in that raises an alert pays two round trips, not five
 * (issue 25 speed; bench:checkin --pg-statements). A word of distress is never held back; a second
 * text of the same day adds its sentences to the day's alert and opens it again.
 */
async function raiseAlert(
  db: Database,
  outbox: MailOutbox,
  scope: { studentId: number; schoolId: number },
  kind: ConditionKind,
  rule: AlertRule,
  date: string,
  runStart: string,
  origin: AlertOrigin = { source: 'rule', evidence: null },
) {
  const heldBackBy = HELD_BACK_BY[origin.source];
  const values = { studentId: scope.studentId, schoolId: scope.schoolId, conditionKind: kind, date, contentAlert: rule.contentAlert, ...origin };
  const [alert] = heldBackBy
    ? (
        (await db.execute(sql`
            insert into ${conditionAlerts} (student_id, school_id, condition_kind, date, content_alert, source, evidence)
            select ${scope.studentId}, ${scope.schoolId}, ${kind}, ${date}::date, ${rule.contentAlert}, ${origin.source},
                   ${origin.evidence === null ? null : JSON.stringify(origin.evidence)}::jsonb
            where not exists (select 1 from ${conditionAlerts} held
              where held.school_id = ${scope.schoolId} and held.student_id = ${scope.studentId} and held.condition_kind = ${kind}
                and held.source in ${heldBackBy}
                and (held.processed = false or (held.processed_at at time zone 'Asia/Tokyo')::date >= ${runStart}::date))
            on conflict do nothing
            returning id`)) as unknown as { rows: { id: number | string }[] }
      ).rows.map((r) => ({ id: Number(r.id) }))
    : // A second text of the same day adds its sentences to the day's alert and opens it again.
      await db
        .insert(conditionAlerts)
        .values(values)
        .onConflictDoUpdate({
          target: [conditionAlerts.studentId, conditionAlerts.conditionKind, conditionAlerts.date, conditionAlerts.source],
          set: {
            contentAlert: sql`${conditionAlerts.contentAlert} || E'\\n' || excluded.content_alert`,
            evidence: sql`jsonb_set(${conditionAlerts.evidence}, '{matches}', (${conditionAlerts.evidence} -> 'matches') || (excluded.evidence -> 'matches'))`,
            processed: false,
            processedAt: null,
            processedByTeacherId: null,
            updatedAt: sql`now()`,
          },
          // The same text sent again (a redo, a resent tap) changes nothing.
          setWhere: sql`position(excluded.content_alert in ${conditionAlerts.contentAlert}) = 0`,
        })
        .returning({ id: conditionAlerts.id });
  if (!alert || !rule.notificationEnabled || rule.notificationEmails.length === 0) return;
  const [who] = await db
    .select({
      student: { name: students.name, studentNumber: studentEnrollments.studentNumber, gradeName: grades.name, klassName: klasses.name },
      schoolName: schools.name,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .innerJoin(studentEnrollments, latestEnrollment())
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .where(and(eq(students.id, scope.studentId), eq(students.schoolId, scope.schoolId)))
    .limit(1);
  if (!who) return;
  const title = kind === 'mental' ? '心の不調' : '体の不調';
  const s = who.student;
  await outbox.enqueue(
    // The alert and its mail commit together with the check-in.
    db,
    {
      key: `condition-alert:${alert.id}`,
      to: rule.notificationEmails,
      subject: `【すこやか】${title}アラート: ${s.gradeName}${s.klassName} ${s.studentNumber}番 ${s.name}`,
      text: `${who.schoolName} で${title}アラートが出ました。\n\n児童生徒: ${s.gradeName}${s.klassName} ${s.studentNumber}番 ${s.name}\n日付: ${formatDate(date)}\n内容: ${rule.contentAlert}\n\n「${title}」ダッシュボードで確認し、対応したら「対応済みにする」を押してください。\n`,
    },
  );
}

/** The join of a pupil (students) to their enrolment of the latest school year they have one in. */
const latestEnrollment = () =>
  and(
    eq(studentEnrollments.studentId, students.id),
    sql`${studentEnrollments.schoolYearId} = (SELECT max(e2.school_year_id) FROM student_enrollments e2 WHERE e2.student_id = ${students.id})`,
  );

function selectAlerts(db: Database, schoolYearId?: number) {
  return db
    .select({
      alert: conditionAlerts,
      teacherName: teachers.name,
      student: { id: students.id, name: students.name, studentNumber: studentEnrollments.studentNumber, gradeName: grades.name, klassName: klasses.name },
    })
    .from(conditionAlerts)
    .innerJoin(students, eq(students.id, conditionAlerts.studentId))
    .innerJoin(
      studentEnrollments,
      schoolYearId ? and(eq(studentEnrollments.studentId, students.id), eq(studentEnrollments.schoolYearId, schoolYearId)) : latestEnrollment(),
    )
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .leftJoin(teachers, eq(teachers.id, conditionAlerts.processedByTeacherId));
}

type SelectedAlert = Awaited<ReturnType<ReturnType<typeof selectAlerts>['execute']>>[number];

function present(row: SelectedAlert): ConditionAlert {
  return {
    id: row.alert.id,
    conditionKind: row.alert.conditionKind,
    date: row.alert.date,
    datetime: row.alert.createdAt.toISOString(),
    contentAlert: row.alert.contentAlert,
    source: row.alert.source,
    evidence: row.alert.evidence ?? null,
    processed: row.alert.processed,
    processedAt: row.alert.processedAt?.toISOString() ?? null,
    teacherName: row.teacherName,
    student: row.student,
  };
}

/**
 * GET /api/teachers/dashboards/school_alert_dashboard (心不調 / 体不調): alerts of one kind in the
 * classes the teacher may see, newest first, by fiscal year / month, grade, class and state.
 */
export async function schoolAlertDashboard(db: Database, teacher: TeacherScope, query: SchoolAlertDashboardQuery, now = new Date()) {
  const scope = dashboardScope(teacher, query.klassId);
  if (!scope) return { ...emptyPage<ConditionAlert>(query), unprocessed: 0 };
  const period = fiscalPeriod(query.year ?? schoolYearOf(now), query.month);
  const where: SQL = and(
    eq(conditionAlerts.schoolId, scope.schoolId),
    eq(conditionAlerts.conditionKind, query.conditionKind),
    inArray(studentEnrollments.klassId, scope.klassIds),
    query.gradeId ? eq(klasses.gradeId, query.gradeId) : undefined,
    gte(conditionAlerts.date, period.from),
    lt(conditionAlerts.date, period.to),
  )!;
  const byStatus = query.status === 'all' ? undefined : eq(conditionAlerts.processed, query.status === 'resolved');
  const counted = (w: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(conditionAlerts)
      .innerJoin(studentEnrollments, and(eq(studentEnrollments.studentId, conditionAlerts.studentId), eq(studentEnrollments.schoolYearId, scope.schoolYearId)))
      .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
      .where(w);
  const [page, [unprocessed]] = await Promise.all([
    readPage(
      query,
      selectAlerts(db, scope.schoolYearId).where(and(where, byStatus)).orderBy(desc(conditionAlerts.date), desc(conditionAlerts.id)).$dynamic(),
      counted(and(where, byStatus)),
    ),
    counted(and(where, eq(conditionAlerts.processed, false))),
  ]);
  return { ...page, list: page.list.map(present), unprocessed: unprocessed?.n ?? 0 };
}

/**
 * POST /api/teachers/students/processed_condition_alert (対応済みにする): resolves an alert with the
 * teacher and time. @throws 404 out-of-scope alert; 409 already resolved (nothing changes).
 */
export async function resolveConditionAlert(db: Database, teacher: TeacherScope, id: number, now = new Date()): Promise<ConditionAlert> {
  const [alert] = await db
    .select()
    .from(conditionAlerts)
    .where(and(eq(conditionAlerts.id, id), eq(conditionAlerts.schoolId, teacher.schoolId)))
    .limit(1);
  if (!alert) throw notFound();
  await assertVisibleStudent(db, teacher, alert.studentId);
  const done = await db
    .update(conditionAlerts)
    .set({ processed: true, processedAt: now, processedByTeacherId: teacher.teacherId, updatedAt: now })
    .where(and(eq(conditionAlerts.id, id), eq(conditionAlerts.schoolId, teacher.schoolId), eq(conditionAlerts.processed, false)))
    .returning({ id: conditionAlerts.id });
  if (!done[0]) throw conflict('このアラートはすでに対応済みです。');
  const [row] = await selectAlerts(db, teacher.schoolYearId ?? undefined)
    .where(and(eq(conditionAlerts.id, id), eq(conditionAlerts.schoolId, teacher.schoolId)))
    .limit(1);
  return present(row!);
}

/** GET /api/teachers/students/get_alert_resolved: one student's condition alerts, newest first. */
export async function studentConditionAlerts(db: Database, teacher: TeacherScope, studentId: number): Promise<ConditionAlert[]> {
  await assertVisibleStudent(db, teacher, studentId);
  const rows = await selectAlerts(db)
    .where(and(eq(conditionAlerts.schoolId, teacher.schoolId), eq(conditionAlerts.studentId, studentId)))
    .orderBy(desc(conditionAlerts.date), desc(conditionAlerts.id));
  return rows.map(present);
}
