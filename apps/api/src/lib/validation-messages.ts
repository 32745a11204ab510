import { z } from 'zod';

/** What the sender should have sent, in words a teacher or a board's clerk reads (not zod's type names). */
const TYPE_WORDS: Record<string, string> = {
  string: '文字',
  number: '数値',
  int: '整数',
  bigint: '整数',
  boolean: 'true か false',
  array: '一覧（配列）',
  object: '項目のまとまり（オブジェクト）',
  date: '日付',
};

const shown = (value: unknown) => (typeof value === 'string' ? `「${value}」` : String(value));

/**
 * The API's validation messages (the error envelope's field errors, spec §5 "bad input gets a
 * clear error in Japanese"): plain Japanese for the issues a malformed request meets most —
 * missing or wrongly typed fields, a value outside a choice, too short or too long, unknown keys —
 * e.g. 「入力してください。」, 「数値で送ってください。」, 「100文字以内で入力してください。」,
 * 「使えない項目があります：foo」. Returns undefined for the rest, which keep zod's own Japanese
 * locale. A schema's own message (`z.string().min(1, '…')`) always wins over both.
 */
export function plainJapaneseMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return '入力してください。';
      if (issue.input === null) return '空にはできません。';
      return TYPE_WORDS[issue.expected] ? `${TYPE_WORDS[issue.expected]}で送ってください。` : undefined;
    case 'invalid_value':
      // A missing choice (an enum field left out) is asked for, like any missing field.
      if (issue.input === undefined) return '入力してください。';
      return issue.values.length === 1
        ? `${shown(issue.values[0])}を指定してください。`
        : `次のどれかを指定してください：${issue.values.map(shown).join('、')}`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? '入力してください。' : `${min}文字以上で入力してください。`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${min}件以上を指定してください。`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return `${min}${issue.inclusive ? '以上' : 'より大きい値'}にしてください。`;
      return undefined;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${max}文字以内で入力してください。`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${max}件までにしてください。`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return `${max}${issue.inclusive ? '以下' : '未満'}にしてください。`;
      return undefined;
    }
    case 'unrecognized_keys':
      return `使えない項目があります：${issue.keys.join('、')}`;
    default:
      return undefined;
  }
}

/** Installs plainJapaneseMessage over zod's Japanese locale for the whole process (once, at app start). */
export function useJapaneseValidationMessages(): void {
  const ja = z.locales.ja().localeError!;
  z.config({ localeError: (issue) => plainJapaneseMessage(issue) ?? ja(issue) });
}
