import { describe, expect, it } from 'vitest';
import {
  STAFF_MESSAGES,
  STAFF_SCOPES,
  SCOPE_LABELS,
  ZSetPasswordForm,
  ZStaffMemberCreate,
  ZStaffRoleCreate,
  ZStaffRoleUpdate,
  roleDeletionRefusal,
  staffChangeRefusal,
  type StaffState,
} from '../src/index.ts';

const ADMIN = { id: 'admin-role', scopes: ['app:settings', 'app:cards'] };
const EDITOR = { id: 'editor-role', scopes: ['app:cards'] };

/** Ann and Bob hold the admin role, Cid the editor one. */
const state = (
  members = [
    { id: 'ann', roleId: ADMIN.id },
    { id: 'bob', roleId: ADMIN.id },
    { id: 'cid', roleId: EDITOR.id },
  ],
): StaffState => ({ members, roles: [ADMIN, EDITOR] });

describe('staffChangeRefusal', () => {
  it('lets an admin remove someone else, or change their role', () => {
    expect(staffChangeRefusal('ann', state(), { kind: 'remove', userId: 'bob' })).toBeNull();
    expect(staffChangeRefusal('ann', state(), { kind: 'remove', userId: 'cid' })).toBeNull();
    expect(
      staffChangeRefusal('ann', state(), { kind: 'assign', userId: 'bob', roleId: EDITOR.id }),
    ).toBeNull();
  });

  it('refuses removing oneself', () => {
    expect(staffChangeRefusal('ann', state(), { kind: 'remove', userId: 'ann' })).toEqual({
      code: 'cannot_remove_self',
      message: STAFF_MESSAGES.removeSelf,
    });
  });

  it('refuses taking away one’s own app:settings, by role or by the role’s scopes', () => {
    const refusal = { code: 'own_settings_scope', message: STAFF_MESSAGES.dropOwnSettings };
    expect(
      staffChangeRefusal('ann', state(), { kind: 'assign', userId: 'ann', roleId: EDITOR.id }),
    ).toEqual(refusal);
    expect(
      staffChangeRefusal('ann', state(), { kind: 'scopes', roleId: ADMIN.id, scopes: [] }),
    ).toEqual(refusal);
  });

  it('keeps at least one member holding app:settings', () => {
    const alone = state([
      { id: 'ann', roleId: ADMIN.id },
      { id: 'cid', roleId: EDITOR.id },
    ]);
    // Once Cid's role opens the settings too, Ann may go.
    const withCid = { ...alone, roles: [ADMIN, { ...EDITOR, scopes: ['app:settings'] }] };
    expect(staffChangeRefusal('cid', withCid, { kind: 'remove', userId: 'ann' })).toBeNull();
    const lastOne = { code: 'last_settings_holder', message: STAFF_MESSAGES.lastSettingsHolder };
    // A member without the scope (an actor whose own scopes do not change) still cannot leave
    // the organisation without anyone holding it.
    expect(
      staffChangeRefusal('cid', alone, { kind: 'assign', userId: 'ann', roleId: EDITOR.id }),
    ).toEqual(lastOne);
    expect(
      staffChangeRefusal('cid', alone, { kind: 'scopes', roleId: ADMIN.id, scopes: [] }),
    ).toEqual(lastOne);
    expect(staffChangeRefusal('cid', alone, { kind: 'remove', userId: 'ann' })).toEqual(lastOne);
  });

  it('allows changes that keep every rule', () => {
    expect(
      staffChangeRefusal('ann', state(), {
        kind: 'scopes',
        roleId: ADMIN.id,
        scopes: ['app:settings'],
      }),
    ).toBeNull();
    expect(
      staffChangeRefusal('ann', state(), {
        kind: 'scopes',
        roleId: EDITOR.id,
        scopes: ['app:settings'],
      }),
    ).toBeNull();
  });
});

describe('roleDeletionRefusal', () => {
  it('refuses deleting a role somebody holds, saying how many', () => {
    expect(roleDeletionRefusal(0)).toBeNull();
    expect(roleDeletionRefusal(1)).toBe(
      '1 staff member holds this role: give them another role before deleting it.',
    );
    expect(roleDeletionRefusal(3)).toBe(
      '3 staff members hold this role: give each of them another role before deleting it.',
    );
  });
});

describe('staff schemas', () => {
  it('labels every scope', () => {
    for (const scope of STAFF_SCOPES) expect(SCOPE_LABELS[scope]).toBeTruthy();
  });

  it('validates a new member: name, e-mail (lower-cased) and role', () => {
    expect(
      ZStaffMemberCreate.parse({
        name: ' Dana ',
        email: 'Dana@Acme.Example',
        roleId: '00000000-0000-4000-8000-000000000001',
      }),
    ).toEqual({
      name: 'Dana',
      email: 'dana@acme.example',
      roleId: '00000000-0000-4000-8000-000000000001',
    });
    const refused = ZStaffMemberCreate.safeParse({ name: ' ', email: 'nope', roleId: '' });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'Enter a name',
      'This email is invalid',
      'Choose a role',
    ]);
  });

  it('keeps a role’s scopes known, in order and once each', () => {
    expect(
      ZStaffRoleCreate.parse({
        name: 'Editors',
        scopes: ['app:cards', 'statuspage:edit', 'app:cards'],
      }),
    ).toEqual({ name: 'Editors', scopes: ['statuspage:edit', 'app:cards'] });
    const refused = ZStaffRoleCreate.safeParse({ name: '', scopes: ['app:everything'] });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      'Enter a role name',
      'Unknown scope: app:everything',
    ]);
    expect(ZStaffRoleUpdate.safeParse({}).error?.issues[0]?.message).toBe('Nothing to change');
  });

  it('asks for a long enough password, typed twice alike', () => {
    const issues = (password: string, confirm: string) =>
      ZSetPasswordForm.safeParse({ password, confirm }).error?.issues.map((i) => i.message);
    expect(issues('', '')).toContain('Enter a password');
    expect(issues('short', 'short')).toEqual(['Use at least 12 characters']);
    expect(issues('x'.repeat(201), 'x'.repeat(201))).toEqual(['Use at most 200 characters']);
    expect(issues('long enough pass', 'long enough pasS')).toEqual(["The passwords don't match"]);
    expect(issues('long enough pass', 'long enough pass')).toBeUndefined();
  });
});
