import { expect } from 'vitest';
import { mailJobs, type WriteCase } from './write-cases.ts';

/**
 * The cases of the front-door suite (write-endpoints.test.ts), in the order they run: one valid
 * call per served write endpoint. Calls that sign out, stop sign-in or delete data come after the
 * calls that need what they remove.
 */
export const WRITE_CASES: [string, WriteCase][] = [
  [
    'POST /api/teachers/settings',
    async () => ({
      body: { name: '新任 先生', email: 'new-teacher@a.example.jp', admin: false },
      check: async ({ t }) => {
        const [mail] = await mailJobs(t, 'confirmation:teacher:');
        expect(mail?.to).toEqual(['new-teacher@a.example.jp']);
        expect(mail?.text).toMatch(/teacher\/password\/registration\?confirmation_token=/);
      },
    }),
  ],
  [
    'POST /api/teachers/settings/resend_confirm',
    async ({ get }) => {
      const teachers = await get<{ id: number; email: string }[]>('teacher', '/api/teachers/settings');
      const id = teachers.find((x) => x.email === 'new-teacher@a.example.jp')!.id;
      return {
        body: { id },
        check: async ({ t }) => expect((await mailJobs(t, `confirmation:teacher:${id}:`)).length).toBe(2),
      };
    },
  ],
  [
    'POST /api/teachers/parent_attendance_settings/config_update',
    async () => ({ body: { notificationEnabled: true, notificationEmails: ['office@a.example.jp'] } }),
  ],
  [
    'POST /api/parents/attendances',
    async ({ get, day }) => {
      const children = await get<{ id: number }[]>('parent', '/api/parents/student');
      return {
        body: { studentId: children[0]!.id, date: day(1), status: 'absent', reason: 'sick', memo: '熱があります' },
        check: async ({ t }) => {
          const [mail] = await mailJobs(t, 'parent-attendance:');
          expect(mail?.to).toEqual(['office@a.example.jp']);
          expect(mail?.subject).toMatch(/出欠連絡/);
        },
      };
    },
  ],
];
