import { authorityRoutes as routes, type AuthorityObjectType, type AuthoritySaveBody } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** Authorisation calls (menu permission/authorize). */
export const authorityApi = {
  /** The catalogue trees and what the object holds now. */
  values: (objectType: AuthorityObjectType, objectId: string) =>
    call(routes.values, { params: { objectId }, body: { objectType } }),
  /** Replaces the object's grants; answers the server's message. */
  save: (objectId: string, body: AuthoritySaveBody) => callMsg(routes.save, { params: { objectId }, body }),
  /** A user's effective permissions with their sources. */
  effective: (userId: string) => call(routes.effective, { params: { userId } }),
};
