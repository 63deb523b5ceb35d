import type { SysConfigBody, SysConfigSettings } from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/system/SysConfig';

/** System settings calls (menu system/sysConfig). */
export const sysConfigApi = {
  get: () => http.get<SysConfigSettings>(BASE).then((r) => r.data),
  save: (body: SysConfigBody) => http.put<null>(BASE, body).then((r) => r.msg),
};

/** Where a system icon is uploaded (a sniffed, bounded image of the file module). */
export const ICON_UPLOAD_URL = '/api/file/Uploader/annexpic';
