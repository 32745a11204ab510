import { japanTime } from '@sukoyaka/contracts/dates';

/** spec §9 formats in Japan time: YYYY/MM/DD, and YYYY/MM/DD HH:mm for comments and times. */
export const formatDateKey = (iso: string): string => japanTime(iso).format('YYYY/MM/DD');
export const formatDateTime = (iso: string | null): string => (iso ? japanTime(iso).format('YYYY/MM/DD HH:mm') : '-');
/** The column head of a delivery in the class view: year and month (e.g. 2026年11月). */
export const formatYearMonth = (iso: string): string => japanTime(iso).format('YYYY年M月');
