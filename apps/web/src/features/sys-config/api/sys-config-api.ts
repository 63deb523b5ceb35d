import { fileRoutes, fillPath, sysConfigRoutes as routes, type SysConfigBody } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** System settings calls (menu system/sysConfig). */
export const sysConfigApi = {
  get: () => call(routes.get, {}),
  save: (body: SysConfigBody) => callMsg(routes.save, { body }),
};

/** Where a system icon is uploaded (a sniffed, bounded image of the file module). */
export const ICON_UPLOAD_URL = fillPath(fileRoutes.upload.path, { type: 'annexpic' });
