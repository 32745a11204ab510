import type { ConflictChoice } from '@sukoyaka/contracts/roster-import';
import { sameNameKey, type KnownStudent, type RosterContext } from './roster-context.ts';
import { checkedRow, commonChecks, EMAIL, KANA, placeOf, type CheckedRow, type InputRow, type StudentDraft } from './roster-validate.ts';

/** A row whose fields passed: its seat and the existing student it is (or runs into). */
interface Placed {
  checked: CheckedRow<StudentDraft>;
  draft: StudentDraft;
  seatKey: string | null;
  matched: KnownStudent | null;
  /** How the match was found: a name change is then a conflict (never a silent rename). */
  matchedBy: 'sourcedId' | 'email' | 'seat' | 'name' | null;
}

const placeText = (grade: string, klass: string, number: number) => `${grade}${klass}${number}番`;

/**
 * Validates student rows (issue 13 "Bad input", issue 23 item 1, decision 045): school, grade
 * (must exist), class, 出席番号 1–999 (unique per class in the file), 氏名 (≤ 50, not garbled),
 * ふりがな (kana), e-mail (unique in the school), initial password (8–64). Each row is matched to an
 * existing student by OneRoster sourcedId, school e-mail, the seat (学年・組・出席番号) with the same
 * name, or the same name in the grade (a pupil whose number moved): records stay with the person.
 * A row that gives a seat, e-mail or sourcedId to someone with another name is a `conflict` until
 * `resolutions` chooses same_student / move_existing / skip. Blank optional cells keep the stored
 * value (listed in `kept`); an update lists every changed field, old → new.
 */
export function checkStudentRows(ctx: RosterContext, rows: InputRow[], resolutions: Map<number, ConflictChoice>): CheckedRow<StudentDraft>[] {
  const seen = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  const claimed = new Map<number, number>();
  const placed: Placed[] = [];
  const out = rows.map((input) => {
    const { cells, formulaKeys, row } = input;
    const errors: string[] = [];
    const school = commonChecks(ctx, cells, formulaKeys, errors);
    const { grade = '', klass = '', studentNumber = '', name = '', nameKana = '', email = '', password = '' } = cells;
    if (!grade) errors.push('学年を入力してください');
    if (!klass) errors.push('組を入力してください');
    const number = /^\d{1,3}$/.test(studentNumber) ? Number(studentNumber) : NaN;
    if (!(number >= 1 && number <= 999)) errors.push('出席番号は1〜999の数字で入力してください');
    if (!name) errors.push('氏名を入力してください');
    else if (name.length > 50) errors.push('氏名は50文字以内で入力してください');
    else if (name.includes('\uFFFD')) errors.push('氏名が文字化けしています（ファイルの文字コードを確認してください）');
    if (nameKana && (!KANA.test(nameKana) || nameKana.length > 100)) errors.push('ふりがなはひらがな・カタカナで入力してください');
    if (email && !EMAIL.test(email)) errors.push('メールアドレスの形式が正しくありません');
    if (password && (password.length < 8 || password.length > 64 || !/^[\x21-\x7e]+$/.test(password)))
      errors.push('初期パスワードは8〜64文字の半角英数字記号で入力してください');
    const place = school && grade && klass ? placeOf(ctx, school, grade, klass, errors) : null;
    if (school && place && Number.isInteger(number)) {
      const seatKey = `${school.id}:${place.gradeId}:${place.name}:${number}`;
      const first = seen.get(seatKey);
      if (first !== undefined) errors.push(`同じ学年・組・出席番号の行が${first}行目にもあります`);
      else seen.set(seatKey, row);
    }
    const lowerEmail = email.toLowerCase();
    if (school && email) {
      const first = seenEmails.get(lowerEmail);
      if (first !== undefined) errors.push(`同じメールアドレスの行が${first}行目にもあります`);
      else seenEmails.set(lowerEmail, row);
    }
    if (errors.length > 0 || !school || !place) return checkedRow<StudentDraft>(input, errors);
    // Who is this row? sourcedId, e-mail, the seat with the same name, the same name in the grade.
    const orgId = ctx.organizationIds.get(school.id);
    const byId = cells.sourcedId ? ctx.studentsById.get(ctx.sourceIds.get(`${orgId}:student:${cells.sourcedId}`) ?? -1) : undefined;
    const byEmail = email ? ctx.studentEmails.get(`${school.id}:${lowerEmail}`) : undefined;
    const atSeat = place.klassId ? ctx.enrolled.get(`${place.klassId}:${number}`) : undefined;
    const byName = ctx.studentsByName.get(`${school.id}:${place.gradeId}:${sameNameKey(name)}`) ?? [];
    let matched: KnownStudent | null = null;
    let matchedBy: Placed['matchedBy'] = null;
    if (byId && byId.schoolId === school.id) [matched, matchedBy] = [byId, 'sourcedId'];
    else if (byEmail) [matched, matchedBy] = [byEmail, 'email'];
    else if (atSeat && sameNameKey(atSeat.name) === sameNameKey(name)) [matched, matchedBy] = [atSeat, 'seat'];
    else if (byName.length === 1) [matched, matchedBy] = [byName[0]!, 'name'];
    if (byEmail && matched && byEmail !== matched) errors.push('このメールアドレスは他の児童生徒が使っています');
    if (matched) {
      const first = claimed.get(matched.studentId);
      if (first !== undefined) errors.push(`${first}行目と同じ児童生徒（${matched.name}）です`);
      else claimed.set(matched.studentId, row);
    }
    if (errors.length > 0) return checkedRow<StudentDraft>(input, errors);
    const draft: StudentDraft = {
      schoolId: school.id,
      gradeId: place.gradeId,
      klassName: place.name,
      klassId: place.klassId,
      studentNumber: number,
      name,
      nameKana: nameKana || null,
      email: lowerEmail || null,
      password: password || null,
      existingId: null,
      enrollmentId: null,
      moveExisting: null,
      sourcedId: cells.sourcedId ?? null,
    };
    const checked = checkedRow(input, errors, 'create', draft);
    placed.push({ checked, draft, seatKey: place.klassId ? `${place.klassId}:${number}` : null, matched, matchedBy });
    return checked;
  });
  resolveSeats(ctx, placed, claimed, resolutions);
  return out;
}

/**
 * Second pass, once every row is matched: a row's seat held by a pupil who is not matched by any row
 * of the file is a conflict; a matched pupil with another name is one too. Applies the choices and
 * computes each update's changes and kept fields.
 */
function resolveSeats(ctx: RosterContext, placed: Placed[], claimed: Map<number, number>, resolutions: Map<number, ConflictChoice>): void {
  const nextFree = new Map<number, number>();
  const freeNumber = (klassId: number) => {
    const taken = [...ctx.enrolled.keys()].filter((k) => k.startsWith(`${klassId}:`)).map((k) => Number(k.split(':')[1]));
    const taken2 = placed.filter((p) => p.draft.klassId === klassId).map((p) => p.draft.studentNumber);
    const next = Math.max(nextFree.get(klassId) ?? 0, ...taken, ...taken2) + 1;
    nextFree.set(klassId, next);
    return next;
  };
  for (const p of placed) {
    const { checked, draft, matched } = p;
    const holder = p.seatKey ? ctx.enrolled.get(p.seatKey) : undefined;
    const seatTaken = holder && holder !== matched && !claimed.has(holder.studentId);
    const renamed = matched && sameNameKey(matched.name) !== sameNameKey(draft.name);
    const choice = resolutions.get(checked.row) ?? null;
    if (seatTaken || renamed) {
      const other = (seatTaken ? holder : matched)!;
      const choices: ConflictChoice[] = seatTaken ? ['same_student', 'move_existing', 'skip'] : ['same_student', 'skip'];
      const reason = seatTaken
        ? `${other.seat?.place ?? ''}には${other.name}さんが登録されています。同じ児童生徒（氏名の変更）か、別の児童生徒かを選んでください`
        : p.matchedBy === 'email'
          ? `このメールアドレスは${other.name}さんのものです。同じ児童生徒（氏名の変更）なら「同じ児童生徒」を選んでください`
          : `校務支援システムのIDが${other.name}さんと同じです。同じ児童生徒（氏名の変更）なら「同じ児童生徒」を選んでください`;
      checked.conflict = {
        studentName: other.name,
        studentKana: other.nameKana,
        place: other.seat?.place ?? '',
        reason,
        choices,
        moveToNumber: seatTaken && other.seat ? freeNumber(other.seat.klassId) : null,
      };
      if (!choice || !choices.includes(choice)) {
        checked.action = 'conflict';
        continue;
      }
      checked.resolution = choice;
      if (choice === 'skip') {
        checked.action = 'skip';
        checked.draft = null;
        continue;
      }
      if (choice === 'same_student') p.matched = other;
      else if (seatTaken && other.seat)
        draft.moveExisting = { studentId: other.studentId, enrollmentId: other.seat.enrollmentId, toNumber: checked.conflict.moveToNumber! };
    }
    describeChanges(ctx, p);
  }
}

/** The action and per-field changes of a row matched to an existing pupil (blank optional cells keep their value). */
function describeChanges(ctx: RosterContext, p: Placed): void {
  const { checked, draft, matched } = p;
  if (!matched) return;
  draft.existingId = matched.studentId;
  draft.enrollmentId = matched.seat?.enrollmentId ?? null;
  const add = (field: string, before: string, after: string) => checked.changes.push({ field, before, after });
  if (matched.name !== draft.name) add('name', matched.name, draft.name);
  if (draft.nameKana === null) {
    if (matched.nameKana) checked.kept.push('nameKana');
  } else if (draft.nameKana !== (matched.nameKana ?? '')) add('nameKana', matched.nameKana ?? '', draft.nameKana);
  if (draft.email === null) {
    if (matched.email) checked.kept.push('email');
  } else if (draft.email !== (matched.email ?? '').toLowerCase()) add('email', matched.email ?? '', draft.email);
  if (draft.password) add('password', '', '');
  const after = placeText(ctx.gradeNames.get(draft.gradeId) ?? '', draft.klassName, draft.studentNumber);
  if (matched.seat?.place !== after) add('place', matched.seat?.place ?? '', after);
  checked.action = checked.changes.length > 0 ? 'update' : 'unchanged';
}
