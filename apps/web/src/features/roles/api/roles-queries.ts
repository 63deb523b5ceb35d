import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rolesApi, type RoleMemberQuery, type RoleQuery } from './roles-api';

/** Query keys of roles: list pages under `lists()`, members per role, the organisation scope tree. */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: RoleQuery) => [...roleKeys.lists(), query] as const,
  members: (roleId: string, query: RoleMemberQuery) => [...roleKeys.all, 'members', roleId, query] as const,
  organizes: () => [...roleKeys.all, 'organizes'] as const,
};

/** Query options of roles. */
export const roleQueries = {
  list: (query: RoleQuery) =>
    queryOptions({ queryKey: roleKeys.list(query), queryFn: () => rolesApi.list(query) }),
  members: (roleId: string, query: RoleMemberQuery) =>
    queryOptions({
      queryKey: roleKeys.members(roleId, query),
      queryFn: () => rolesApi.members(roleId, query),
    }),
  organizes: () => queryOptions({ queryKey: roleKeys.organizes(), queryFn: rolesApi.organizes }),
};

/** The organisations the caller may see, for the scope tree and the role form. */
export const useRoleOrganizes = () => useQuery(roleQueries.organizes());

/** One page of a role's members (off while no role is open). */
export const useRoleMembers = (roleId: string | undefined, query: RoleMemberQuery) =>
  useQuery({
    ...roleQueries.members(roleId ?? '', query),
    enabled: !!roleId,
    placeholderData: keepPreviousData,
  });
