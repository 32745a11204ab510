import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endBoardAccess, setBoardAccessSwitching, startBoardAccess } from '../lib/board-access.ts';
import { paths } from '../../../lib/paths.ts';

/** Opens a school's teacher screens with board rights (change_school), landing on its school dashboard. */
export function useStartBoardAccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (schoolId: number) => {
      const data = await startBoardAccess(schoolId);
      try {
        queryClient.removeQueries({ queryKey: ['organization'] });
        await navigate(paths.teacher(data.schoolCode, 'all_dashboard'));
      } finally {
        setBoardAccessSwitching(false);
      }
      return data;
    },
  });
}

/** Ends the school access and returns to the board's schools page. */
export function useEndBoardAccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const ended = await endBoardAccess();
      try {
        queryClient.clear();
        await navigate(paths.board('schools'), { replace: true });
      } finally {
        setBoardAccessSwitching(false);
      }
      return ended;
    },
  });
}
