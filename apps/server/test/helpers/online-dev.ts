import type { VisualDevReleaseResult } from '@tessera/shared';
import { expect } from 'vitest';
import type { DialectContext } from './dialects';
import { callAs } from './http';

/** A design to create and release under the seeded 在线开发 directory. */
export interface DesignToRelease {
  fullName: string;
  enCode: string;
  formData: string;
  columnData: string;
  /** 2 (form and list) unless told. */
  webType?: number;
}

/**
 * Creates a design as `token` (an administrator) and releases it to the PC menu under 在线开发;
 * answers the design's id and its released menu's code.
 */
export async function createAndRelease(
  ctx: DialectContext,
  token: string,
  design: DesignToRelease,
): Promise<{ designId: string; menuCode: string }> {
  const parentId = await ctx.idByCode('base_module', 'onlineDev');
  const created = await callAs<{ id: string }>(ctx.app, token, {
    method: 'POST',
    url: '/api/visualdev/Base',
    payload: { webType: 2, ...design },
  });
  expect(created.code, created.msg).toBe(200);
  const designId = created.data.id;
  const released = await callAs<VisualDevReleaseResult>(ctx.app, token, {
    method: 'POST',
    url: `/api/visualdev/Base/${designId}/Actions/Release`,
    payload: { pc: 1, app: 0, pcModuleParentId: [parentId], appModuleParentId: [] },
  });
  expect(released.code, released.msg).toBe(200);
  return { designId, menuCode: released.data.menus[0]!.enCode };
}
