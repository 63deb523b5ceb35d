import { useMemo } from 'react';
import { useUserStore } from '@/stores/user-store';
import type { CurrentDefaults } from './defaults';

/** What defaultCurrent fills from the signed-in user (form-model.md §6). */
export function useCurrentDefaults(): CurrentDefaults {
  const info = useUserStore((s) => s.userInfo);
  return useMemo(
    () => ({
      userId: info?.userId,
      organizeId: info?.organizeId,
      departmentId: info?.departmentId,
      positionIds: info?.positionIds.map((p) => p.id) ?? [],
      roleIds: info?.roleIds ?? [],
      signImg: info?.signImg,
    }),
    [info],
  );
}
