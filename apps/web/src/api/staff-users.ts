/** Staff members and roles (settings, app:settings), and setting a password from a mailed link. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSetPasswordRequest,
  TStaffMember,
  TStaffMemberCreate,
  TStaffRole,
  TStaffRoleCreate,
  TStaffRoleUpdate,
} from '@trustfront/core';
import { apiFetch } from './client.ts';

const MEMBERS_URL = '/api/app/settings/staff';
const ROLES_URL = '/api/app/settings/roles';
const MEMBERS = ['app', 'staff-members'] as const;
const ROLES = ['app', 'staff-roles'] as const;

export function useStaffMembers() {
  return useQuery({
    queryKey: MEMBERS,
    queryFn: async () => (await apiFetch<{ members: TStaffMember[] }>(MEMBERS_URL)).members,
  });
}

export function useStaffRoles() {
  return useQuery({
    queryKey: ROLES,
    queryFn: async () => (await apiFetch<{ roles: TStaffRole[] }>(ROLES_URL)).roles,
  });
}

/** Members and roles both show who holds what: any change refreshes both. */
function useRefreshStaff() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: MEMBERS }),
      client.invalidateQueries({ queryKey: ROLES }),
    ]);
  };
}

/** Add, change role, remove, and send a new set-password link. */
export function useStaffMemberMutations() {
  const onSuccess = useRefreshStaff();
  return {
    add: useMutation({
      mutationFn: (body: TStaffMemberCreate) =>
        apiFetch<TStaffMember>(MEMBERS_URL, { method: 'POST', body }),
      onSuccess,
    }),
    changeRole: useMutation({
      mutationFn: ({ id, roleId }: { id: string; roleId: string }) =>
        apiFetch<TStaffMember>(`${MEMBERS_URL}/${id}`, { method: 'PATCH', body: { roleId } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<undefined>(`${MEMBERS_URL}/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
    sendLink: useMutation({
      mutationFn: (id: string) =>
        apiFetch<undefined>(`${MEMBERS_URL}/${id}/password-link`, { method: 'POST' }),
    }),
  };
}

/** Create, update (name, scopes) and delete roles. */
export function useStaffRoleMutations() {
  const onSuccess = useRefreshStaff();
  return {
    create: useMutation({
      mutationFn: (body: TStaffRoleCreate) =>
        apiFetch<TStaffRole>(ROLES_URL, { method: 'POST', body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: TStaffRoleUpdate & { id: string }) =>
        apiFetch<TStaffRole>(`${ROLES_URL}/${id}`, { method: 'PATCH', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<undefined>(`${ROLES_URL}/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}

/** POST /api/auth/password: sets the password a mailed link asks for. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (body: TSetPasswordRequest) =>
      apiFetch<{ ok: true }>('/api/auth/password', { method: 'POST', body }),
  });
}
