import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveMextSchoolCode } from '../api/school-codes.ts';

/** Saves a school's MEXT 学校コード; the schools list refetches. */
export function useSaveMextSchoolCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; mextSchoolCode: string }) => saveMextSchoolCode(v.id, v.mextSchoolCode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization'] }),
  });
}
