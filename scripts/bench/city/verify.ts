import pg from 'pg';

/**
 * The proof after a city morning (issue 15): from the database and the SMTP server, every student
 * has exactly one check-in for the day, every talk request exists exactly once, and each talk
 * request's mail was sent exactly once (and no mail names a talk request that does not exist).
 */
export interface MorningProof {
  students: number;
  checkinRows: number;
  studentsWithCheckin: number;
  talkRows: number;
  talkStudents: number;
  talkExpected: number;
  mailRecorded: number;
  mailReceived: number;
  mailDuplicates: number;
  mailOrphans: number;
  ok: boolean;
  problems: string[];
}

/**
 * Compares the database with what the clients were answered. `studentIds` are the students of the
 * run, `talkStudentIds` those whose talk request was answered 2xx, `sosMessageIds` the Message-IDs
 * the SMTP server received (`<sos.<id>@sukoyaka>` for a talk request's mail).
 */
export async function proveMorning(
  url: string,
  date: string,
  studentIds: number[],
  talkStudentIds: number[],
  receivedMessageIds: string[],
): Promise<MorningProof> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const one = async <T>(text: string, values: unknown[]) => (await client.query(text, values)).rows[0] as T;
    const checkins = await one<{ rows: string; students: string }>(
      'SELECT count(*) AS rows, count(DISTINCT student_id) AS students FROM conditions WHERE date = $1 AND student_id = ANY($2::bigint[])',
      [date, studentIds],
    );
    const talks = await one<{ rows: string; students: string }>(
      'SELECT count(*) AS rows, count(DISTINCT student_id) AS students FROM soss WHERE date = $1 AND student_id = ANY($2::bigint[])',
      [date, studentIds],
    );
    const sosIds = (await client.query('SELECT id FROM soss WHERE date = $1 AND student_id = ANY($2::bigint[])', [date, studentIds])).rows.map((r) =>
      String(r.id),
    );
    const recorded = await one<{ n: string }>('SELECT count(*) AS n FROM mail_deliveries WHERE key = ANY($1::text[])', [sosIds.map((id) => `sos:${id}`)]);
    const sosMessages = receivedMessageIds.map((m) => /^<sos\.(\d+)@sukoyaka>$/.exec(m)?.[1]).filter((id): id is string => !!id);
    const perId = new Map<string, number>();
    for (const id of sosMessages) perId.set(id, (perId.get(id) ?? 0) + 1);
    const known = new Set(sosIds);
    const proof: MorningProof = {
      students: studentIds.length,
      checkinRows: Number(checkins.rows),
      studentsWithCheckin: Number(checkins.students),
      talkRows: Number(talks.rows),
      talkStudents: Number(talks.students),
      talkExpected: talkStudentIds.length,
      mailRecorded: Number(recorded.n),
      mailReceived: sosIds.filter((id) => perId.get(id) === 1).length,
      mailDuplicates: [...perId.values()].filter((n) => n > 1).length,
      mailOrphans: [...perId.keys()].filter((id) => !known.has(id)).length,
      ok: false,
      problems: [],
    };
    const p = proof.problems;
    if (proof.checkinRows !== proof.students) p.push(`check-in rows ${proof.checkinRows} ≠ students ${proof.students}`);
    if (proof.studentsWithCheckin !== proof.students) p.push(`students with a check-in ${proof.studentsWithCheckin} ≠ ${proof.students}`);
    if (proof.talkRows !== proof.talkExpected) p.push(`talk requests stored ${proof.talkRows} ≠ answered ${proof.talkExpected}`);
    if (proof.talkStudents !== proof.talkExpected) p.push(`students with a talk request ${proof.talkStudents} ≠ ${proof.talkExpected}`);
    if (proof.mailRecorded !== proof.talkRows) p.push(`mails recorded sent ${proof.mailRecorded} ≠ talk requests ${proof.talkRows}`);
    if (proof.mailReceived !== proof.talkRows) p.push(`talk requests whose mail arrived exactly once ${proof.mailReceived} ≠ ${proof.talkRows}`);
    if (proof.mailDuplicates > 0) p.push(`${proof.mailDuplicates} talk requests mailed more than once`);
    if (proof.mailOrphans > 0) p.push(`${proof.mailOrphans} mails about talk requests that do not exist`);
    proof.ok = p.length === 0;
    return proof;
  } finally {
    await client.end();
  }
}
