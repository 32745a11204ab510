import type { HealthcheckItem } from '@sukoyaka/contracts/healthcheck';

/**
 * A saved answer for reading back (todays_condition): あり / なし for radios, the ticked names,
 * the temperature with ℃, a time on the item's clock (午前 7:00 or 21:00).
 */
export function describeAnswer(
  item: Pick<HealthcheckItem, 'formType' | 'timeFormat'>,
  answer: string,
  words: { yes: string; no: string; am: string; pm: string; separator: string },
): string {
  switch (item.formType) {
    case 'radio':
      return answer === '1' ? words.yes : answer === '0' ? words.no : answer;
    case 'checkbox':
      try {
        const picked: unknown = JSON.parse(answer);
        return Array.isArray(picked) ? picked.join(words.separator) : answer;
      } catch {
        return answer;
      }
    case 'temperature':
      return `${answer}℃`;
    case 'time': {
      // An answer still waiting to be sent is as the form wrote it ('am 07:00').
      const twelve = /^(am|pm) (\d{1,2}):(\d{2})$/.exec(answer);
      if (twelve) return `${twelve[1] === 'pm' ? words.pm : words.am} ${Number(twelve[2])}:${twelve[3]}`;
      const match = /^(\d{2}):(\d{2})$/.exec(answer);
      if (!match || (item.timeFormat ?? '24h') === '24h') return answer;
      const hour = Number(match[1]);
      return `${hour >= 12 ? words.pm : words.am} ${hour % 12}:${match[2]}`;
    }
    default:
      return answer;
  }
}
