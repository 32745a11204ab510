import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BullyingAlert } from '@sukoyaka/contracts/bullying-alerts';
import { answerPdfWorkerInUse, renderAnswerPdf } from './answer-pdf.ts';

const alert = {
  alertId: 1,
  questionnaireDatetime: '2026-11-20T00:30:00.000Z',
  level: 'second_stage',
  teacherConfirmStatus: 'confirming',
} as BullyingAlert;

const sheet = (name: string) => ({
  schoolName: 'みなみ小学校',
  title: 'いじめに関するアンケート',
  student: { name, gradeName: '5年', klassName: '1組', studentNumber: 3 },
  alert,
  rows: [
    { no: 1, question: 'いやなことをされましたか', answer: '何度もある', score: 3, totalScore: 3, matched: true, formType: 'single_select_row' },
    { no: 2, question: 'いつですか', answer: '', score: null, totalScore: null, matched: false, formType: 'checkbox' },
  ] as Parameters<typeof renderAnswerPdf>[0]['rows'],
});

describe('answer PDFs in the worker thread (decision 040)', () => {
  it('renders each sheet with its Japanese text extractable, in the worker, many at once without mixing them up', async () => {
    const names = ['山田 太郎', '佐藤 花子', '鈴木 一郎', '高橋 美咲'];
    const pdfs = await Promise.all(names.map((n) => renderAnswerPdf(sheet(n))));
    expect(answerPdfWorkerInUse()).toBe(true);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'answer-pdf-'));
    names.forEach((name, i) => {
      const file = path.join(dir, `${i}.pdf`);
      writeFileSync(file, pdfs[i]!);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(text).toContain(`${name}（5年 1組 3番）`);
      expect(text).toMatch(/回答日時: 2026\/11\/20 09:30\s+アラート: 第2段階\s+確認状況: 確認中/);
      expect(text).toContain('何度もある');
      expect(text).toMatch(/2\s+いつですか\s+-/);
    });
  });
});
