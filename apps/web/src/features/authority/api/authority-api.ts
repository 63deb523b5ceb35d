import type {
  AuthorityObjectType,
  AuthoritySaveBody,
  AuthorityValues,
  EffectivePermissions,
} from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/permission/Authority';
const enc = encodeURIComponent;

/** Authorisation calls (menu permission/authorize). */
export const authorityApi = {
  /** The catalogue trees and what the object holds now. */
  values: (objectType: AuthorityObjectType, objectId: string) =>
    http.post<AuthorityValues>(`${BASE}/Data/${enc(objectId)}/Values`, { objectType }).then((r) => r.data),
  /** Replaces the object's grants; answers the server's message. */
  save: (objectId: string, body: AuthoritySaveBody) =>
    http.put<null>(`${BASE}/Data/${enc(objectId)}`, body).then((r) => r.msg),
  /** A user's effective permissions with their sources. */
  effective: (userId: string) =>
    http.get<EffectivePermissions>(`${BASE}/Effective/${enc(userId)}`).then((r) => r.data),
};

/** Query keys of the authorisation page. */
export const authorityKeys = {
  values: (objectType: AuthorityObjectType, objectId: string) => [
    'authority',
    'values',
    objectType,
    objectId,
  ],
  effective: (userId: string) => ['authority', 'effective', userId],
  objects: (objectType: AuthorityObjectType, keyword: string) => [
    'authority',
    'objects',
    objectType,
    keyword,
  ],
};
