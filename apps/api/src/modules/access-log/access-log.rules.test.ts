import { describe, expect, it } from 'vitest';
import { accessLogSubjectOf } from '@sukoyaka/contracts/access-logs';
import { accessLogKindOf, routePatternOf, studentIdsOf } from './access-log.rules.ts';

describe('which calls are logged (README "Data protection")', () => {
  it('logs every write of a signed-in account and the GETs of teachers and board staff', () => {
    expect(accessLogKindOf('POST', 'student', undefined)).toBe('write');
    expect(accessLogKindOf('DELETE', 'parent', undefined)).toBe('write');
    expect(accessLogKindOf('GET', 'teacher', undefined)).toBe('read');
    expect(accessLogKindOf('GET', 'local_government', undefined)).toBe('read');
    expect(accessLogKindOf('GET', 'student', undefined)).toBeNull();
    expect(accessLogKindOf('GET', 'parent', undefined)).toBeNull();
    expect(accessLogKindOf('POST', null, undefined)).toBeNull();
  });

  it("follows the route's option", () => {
    expect(accessLogKindOf('GET', 'teacher', false)).toBeNull();
    expect(accessLogKindOf('POST', 'teacher', false)).toBeNull();
    expect(accessLogKindOf('GET', 'parent', 'read')).toBe('read');
  });
});

describe('the students of a call', () => {
  const teacher = { role: 'teacher' as const, accountId: 9 };
  it('takes studentId / studentIds from the query, body and params, and :id under /api/teachers/students/:id', () => {
    expect(studentIdsOf({ url: '/api/teachers/students', params: {}, query: { studentId: '12' }, body: undefined }, teacher)).toEqual([12]);
    expect(studentIdsOf({ url: '/x', params: {}, query: {}, body: { studentIds: [3, 1, 3] } }, teacher)).toEqual([1, 3]);
    expect(studentIdsOf({ url: '/api/teachers/students/:id/access_logs', params: { id: '5' }, query: {}, body: null }, teacher)).toEqual([5]);
    expect(studentIdsOf({ url: '/api/teachers/sos/:id', params: { id: '5' }, query: {}, body: null }, teacher)).toEqual([]);
  });

  it('names the student themself on their own calls, and ids a handler noted', () => {
    expect(studentIdsOf({ url: '/api/conditions', params: {}, query: {}, body: { mental: 'good' } }, { role: 'student', accountId: 4 })).toEqual([4]);
    expect(studentIdsOf({ url: '/x', params: {}, query: {}, body: null }, teacher, [8, 2])).toEqual([2, 8]);
  });
});

describe('what the 閲覧履歴 says a call was about', () => {
  it.each([
    ['/api/teachers/students', 'studentPage'],
    ['/api/teachers/students/conditions-by-date-range', 'conditions'],
    ['/api/teachers/students/get_student_comments', 'memo'],
    ['/api/teachers/attendances/{id}', 'attendance'],
    ['/api/teachers/students/report', 'export'],
    ['/api/teachers/students/soss', 'sos'],
    ['/api/teachers/students/processed_condition_alert', 'alert'],
    ['/api/teachers/class_dashboards/dashboard_by_date', 'dashboard'],
    ['/api/students/healthcheck/answer', 'healthcheck'],
    ['/api/questionnaire_deliveries/{id}/agree', 'questionnaire'],
    ['/api/teachers/attention_students', 'attention'],
    ['/api/teachers/password', 'other'],
  ])('%s → %s', (route, subject) => {
    expect(accessLogSubjectOf(route)).toBe(subject);
  });

  it('stores route patterns in the spec’s {id} form', () => {
    expect(routePatternOf('/api/teachers/students/:id/access_logs')).toBe('/api/teachers/students/{id}/access_logs');
  });
});
