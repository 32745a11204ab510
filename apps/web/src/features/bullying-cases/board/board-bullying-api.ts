import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  boardCandidateSchema,
  bullyingSurveySchema,
  surveyCaseSchema,
  surveyPupilSchema,
  type BoardCandidate,
  type BullyingSurvey,
  type SurveyCase,
  type SurveyCasesQuery,
  type SurveyPupil,
  type SurveyPupilsQuery,
} from '@sukoyaka/contracts/bullying-cases';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';
import { apiDownload, type DownloadedFile } from '../../../lib/api-download.ts';

/** GET /api/local_governments/bullying_cases/candidates (issue 26 item 3, decision 061). */
export function fetchBoardCandidates(signal?: AbortSignal): Promise<BoardCandidate[]> {
  return apiRequest('/api/local_governments/bullying_cases/candidates', { schema: arrayOf(boardCandidateSchema), signal });
}

/** GET /api/local_governments/bullying_survey (issue 26 item 4, decision 060). */
export function fetchBullyingSurvey(query: { year: number; schoolId?: number }, signal?: AbortSignal): Promise<BullyingSurvey> {
  return apiRequest('/api/local_governments/bullying_survey', { query: { ...query }, schema: bullyingSurveySchema, signal });
}

/**
 * GET /api/local_governments/bullying_survey/excel: the same tables as .xlsx — the board's working
 * copy, or with `copy: 'published'` the copy for publication (small-group suppression, decision 074).
 */
export function downloadBullyingSurvey(query: { year: number; schoolId?: number; copy?: 'working' | 'published' }): Promise<DownloadedFile> {
  const suffix = query.copy === 'published' ? '_公表用' : '';
  return apiDownload('/api/local_governments/bullying_survey/excel', { query: { ...query }, fallbackName: `いじめ調査_${query.year}年度${suffix}.xlsx` });
}

/** The query options of the board's candidates and of the survey (decision 050). */
export const boardCandidatesQuery = () => queryOptions({ queryKey: ['board', 'bullying-candidates'], queryFn: ({ signal }) => fetchBoardCandidates(signal) });
export const bullyingSurveyQuery = (query: { year: number; schoolId?: number }) =>
  queryOptions({ queryKey: ['board', 'bullying-survey', query], queryFn: ({ signal }) => fetchBullyingSurvey(query, signal) });

export const useBoardCandidates = () => useQuery(boardCandidatesQuery());
export const useBullyingSurvey = (query: { year: number; schoolId?: number }) => useQuery(bullyingSurveyQuery(query));

/** GET /api/local_governments/bullying_survey/cases: the cases behind one cell. */
export function fetchSurveyCases(query: SurveyCasesQuery, signal?: AbortSignal): Promise<SurveyCase[]> {
  return apiRequest('/api/local_governments/bullying_survey/cases', { query: { ...query }, schema: arrayOf(surveyCaseSchema), signal });
}

export const surveyCasesQuery = (query: SurveyCasesQuery) =>
  queryOptions({ queryKey: ['board', 'bullying-survey-cases', query], queryFn: ({ signal }) => fetchSurveyCases(query, signal) });
export const useSurveyCases = (query: SurveyCasesQuery) => useQuery(surveyCasesQuery(query));

/** GET /api/local_governments/bullying_survey/pupils: the pupils behind one cell of the 不登校 table (no names; decision 074). */
export function fetchSurveyPupils(query: SurveyPupilsQuery, signal?: AbortSignal): Promise<SurveyPupil[]> {
  return apiRequest('/api/local_governments/bullying_survey/pupils', { query: { ...query }, schema: arrayOf(surveyPupilSchema), signal });
}

export const surveyPupilsQuery = (query: SurveyPupilsQuery) =>
  queryOptions({ queryKey: ['board', 'bullying-survey-pupils', query], queryFn: ({ signal }) => fetchSurveyPupils(query, signal) });
export const useSurveyPupils = (query: SurveyPupilsQuery) => useQuery(surveyPupilsQuery(query));
