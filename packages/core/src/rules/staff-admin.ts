/**
 * Staff members and roles as the settings change them: the human label of each scope, and the
 * guards every change passes. Nobody removes themself or takes away their own `app:settings`,
 * and the organisation always keeps at least one member holding `app:settings`.
 */
import { STAFF_MESSAGES as M } from '../constants/staff-messages.ts';
import type { ErrorCode } from '../errors.ts';
import type { StaffScope } from './access.ts';

/** The scope that opens the settings, staff and roles included. */
export const SETTINGS_SCOPE: StaffScope = 'app:settings';

/** What each scope lets a staff member do, as the roles page shows it. */
export const SCOPE_LABELS: Record<StaffScope, string> = {
  'statuspage:edit': 'Edit the Trust Center in place',
  'assets:edit': 'Edit logos and images',
  'files:view': 'View documents',
  'files:download': 'Download documents',
  'app:cards': 'Cards',
  'app:documents': 'Documents',
  'app:knowledge-base': 'Knowledge base',
  'app:updates': 'Trust updates',
  'app:access-requests': 'Access requests',
  'app:accounts': 'Accounts, permission profiles, comments and questionnaires received',
  'app:subscribers': 'Subscribers',
  'app:settings': 'Settings, staff, roles and outbox',
  'app:analytics': 'Analytics',
  'app:questionnaires': 'Questionnaire workspace',
};

/** Scopes about the Trust Center itself, as opposed to the private app's sections. */
export const isPortalScope = (scope: StaffScope): boolean => !scope.startsWith('app:');

/** The organisation's staff as far as the guards need it. */
export interface StaffState {
  members: readonly { id: string; roleId: string }[];
  roles: readonly { id: string; scopes: readonly string[] }[];
}

/** A change to the staff: a member removed, given another role, or a role's scopes replaced. */
export type StaffChange =
  | { kind: 'remove'; userId: string }
  | { kind: 'assign'; userId: string; roleId: string }
  | { kind: 'scopes'; roleId: string; scopes: readonly string[] };

export interface StaffRefusal {
  code: Extract<ErrorCode, 'cannot_remove_self' | 'own_settings_scope' | 'last_settings_holder'>;
  message: string;
}

/** The staff after the change. */
export function applyStaffChange(state: StaffState, change: StaffChange): StaffState {
  switch (change.kind) {
    case 'remove':
      return { ...state, members: state.members.filter((m) => m.id !== change.userId) };
    case 'assign':
      return {
        ...state,
        members: state.members.map((m) =>
          m.id === change.userId ? { ...m, roleId: change.roleId } : m,
        ),
      };
    case 'scopes':
      return {
        ...state,
        roles: state.roles.map((r) =>
          r.id === change.roleId ? { ...r, scopes: change.scopes } : r,
        ),
      };
  }
}

/** Whether the member holds `app:settings` in this state. */
export function holdsSettings(state: StaffState, userId: string): boolean {
  const member = state.members.find((m) => m.id === userId);
  const role = member && state.roles.find((r) => r.id === member.roleId);
  return Boolean(role?.scopes.includes(SETTINGS_SCOPE));
}

/**
 * Why `actorId` may not make the change, or null when they may: removing themself, taking away
 * their own `app:settings`, or leaving nobody holding it.
 */
export function staffChangeRefusal(
  actorId: string,
  state: StaffState,
  change: StaffChange,
): StaffRefusal | null {
  if (change.kind === 'remove' && change.userId === actorId) {
    return { code: 'cannot_remove_self', message: M.removeSelf };
  }
  const after = applyStaffChange(state, change);
  if (holdsSettings(state, actorId) && !holdsSettings(after, actorId)) {
    return { code: 'own_settings_scope', message: M.dropOwnSettings };
  }
  if (!after.members.some((m) => holdsSettings(after, m.id))) {
    return { code: 'last_settings_holder', message: M.lastSettingsHolder };
  }
  return null;
}

/** Why a role may not be deleted (members still hold it), or null when it may. */
export function roleDeletionRefusal(memberCount: number): string | null {
  return memberCount > 0 ? M.roleInUse(memberCount) : null;
}
