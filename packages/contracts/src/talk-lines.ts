// No zod here: the pupil's today page imports this (decision 015 keeps zod out of it).
/**
 * The 24-hour (or evening) lines a pupil is shown out of school hours (issue 25 item 1). Names and
 * hours are translated texts (`student.sos.outOfHours.lines.<key>`); the numbers are these. Hours as published:
 * 24時間子供SOSダイヤル and 児童相談所虐待対応ダイヤル 189 answer around the clock; チャイルドライン
 * answers every day 16:00–21:00 (closed 29 December – 3 January), for children up to 18.
 */
export const TALK_LINES = [
  { key: 'sosDial', phone: '0120-0-78310' },
  { key: 'childline', phone: '0120-99-7777' },
  { key: 'jidosodanjo', phone: '189' },
] as const;

/** The longest urgent line a pupil may add to a talk request (issue 25 item 2); sos.ts validates with it. */
export const URGENT_NOTE_MAX_LENGTH = 100;
