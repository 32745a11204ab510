import { describe, expect, it } from 'vitest';
import { bulkReducer, canConfirm, initialBulkState, isKlassDisabled, isKlassTicked, isStudentDisabled, type BulkStudent } from './bulk-change.ts';

/** spec §4 bulk change of the teacher confirmation status: the disabled rules and the flow. */
const done = (studentId: number): BulkStudent => ({ studentId, alert: { completed: true, teacherConfirmStatus: 'confirming' } });
const unconfirmed: BulkStudent = { studentId: 7, alert: { completed: true, teacherConfirmStatus: 'unconfirmed' } };
const answering: BulkStudent = { studentId: 9, alert: { completed: false, teacherConfirmStatus: 'unconfirmed' } };
const none: BulkStudent = { studentId: 8, alert: null };
const editing = bulkReducer(initialBulkState, { type: 'toggleEdit' });

describe('disabled rules', () => {
  it('a student without an answered sheet is disabled; a class without students or without any tickable student too', () => {
    expect(isStudentDisabled(done(1))).toBe(false);
    expect(isStudentDisabled(answering)).toBe(true);
    expect(isStudentDisabled(none)).toBe(true);
    expect(isKlassDisabled([])).toBe(true);
    expect(isKlassDisabled([none, answering])).toBe(true);
    expect(isKlassDisabled([none, done(1)])).toBe(false);
  });
  it('ticking a disabled student does nothing', () => {
    expect(bulkReducer(editing, { type: 'tick', student: none, on: true }).checked).toEqual([]);
  });
  it('an answered sheet still 未確認 cannot be ticked (spec §4: only not unconfirmed); a class of only such students is disabled; select-all skips them', () => {
    expect(isStudentDisabled(unconfirmed)).toBe(true);
    expect(bulkReducer(editing, { type: 'tick', student: unconfirmed, on: true }).checked).toEqual([]);
    expect(isKlassDisabled([unconfirmed, none])).toBe(true);
    expect(bulkReducer(editing, { type: 'tickAll', students: [unconfirmed, done(1)], on: true }).checked).toEqual([1]);
  });
});

describe('the flow', () => {
  it('a class ticks its enabled students; select-all ticks everyone enabled; the class box reads ticked', () => {
    const klass = [done(1), done(2), answering];
    const s = bulkReducer(editing, { type: 'tickKlass', students: klass, on: true });
    expect(s.checked).toEqual([1, 2]);
    expect(isKlassTicked(s, klass)).toBe(true);
    expect(bulkReducer(editing, { type: 'tickAll', students: [...klass, done(3), none], on: true }).checked).toEqual([1, 2, 3]);
  });
  it('確認する is disabled until a status is chosen; unticking clears the pending status', () => {
    let s = bulkReducer(editing, { type: 'tick', student: done(1), on: true });
    expect(canConfirm(s)).toBe(false);
    expect(bulkReducer(s, { type: 'openConfirm' }).confirming).toBe(false);
    s = bulkReducer(s, { type: 'chooseStatus', status: 2 });
    expect(canConfirm(s)).toBe(true);
    expect(bulkReducer(s, { type: 'openConfirm' }).confirming).toBe(true);
    s = bulkReducer(bulkReducer(s, { type: 'tick', student: done(2), on: true }), { type: 'tick', student: done(2), on: false });
    expect(s.status).toBeNull();
  });
  it('cancel clears the ticks; changing the delivery resets the status choice; leaving edit mode clears everything', () => {
    const s = bulkReducer(bulkReducer(editing, { type: 'tick', student: done(1), on: true }), { type: 'chooseStatus', status: 3 });
    expect(bulkReducer(s, { type: 'cancel' })).toMatchObject({ checked: [], status: null, confirming: false, editing: true });
    expect(bulkReducer(s, { type: 'deliveryChanged' }).status).toBeNull();
    expect(bulkReducer(s, { type: 'toggleEdit' })).toEqual(initialBulkState);
  });
});
