import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endBoardAccess, startBoardAccess } from '../lib/board-access.ts';

/** Opens a school's teacher screens with board rights (change_school), landing on its school dashboard. */
export function useStartBoardAccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: startBoardAccess,
    onSuccess: async (data) => {
      queryClient.clear();
      await navigate(`/${data.schoolCode}/teacher/all_dashboard`);
    },
  });
}

/** Ends the school access and returns to the board's schools page. */
export function useEndBoardAccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: endBoardAccess,
    onSuccess: async () => {
      queryClient.clear();
      await navigate('/local_governments/schools', { replace: true });
    },
  });
}
