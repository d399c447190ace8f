import { describe, expect, it } from 'vitest';
import {
  ScimError,
  scimFilter,
  scimGroupInput,
  scimGroupPatch,
  scimUserInput,
  scimUserPatch,
} from '../src/index.ts';

describe('scimUserInput', () => {
  it('reads Okta’s user: e-mail lower-cased, the name from its parts', () => {
    expect(
      scimUserInput({
        userName: 'Olive.Okta@Example.com',
        name: { givenName: 'Olive', familyName: 'Okta' },
        active: true,
        externalId: '00u1',
      }),
    ).toEqual({
      email: 'olive.okta@example.com',
      name: 'Olive Okta',
      active: true,
      externalId: '00u1',
    });
  });
  it('reads Entra’s string booleans, and active by default', () => {
    expect(
      scimUserInput({ userName: 'e@x.example', active: 'False', displayName: 'Eve' }),
    ).toMatchObject({
      active: false,
      name: 'Eve',
    });
    expect(scimUserInput({ userName: 'e@x.example' })).toMatchObject({ active: true, name: 'e' });
  });
  it('refuses what is not a user', () => {
    expect(() => scimUserInput({ userName: 'nope' })).toThrow(ScimError);
    expect(() => scimUserInput({ userName: 'e@x.example', active: 'yes' })).toThrow(
      /true or false/,
    );
    expect(() => scimUserInput([])).toThrow(ScimError);
  });
});

describe('scimUserPatch', () => {
  it('reads a value object without a path (Okta) and paths in capitals (Entra)', () => {
    expect(scimUserPatch({ Operations: [{ op: 'replace', value: { active: false } }] })).toEqual({
      active: false,
    });
    expect(
      scimUserPatch({
        Operations: [
          { op: 'Replace', path: 'active', value: 'True' },
          { op: 'Add', path: 'displayName', value: 'New Name' },
          { op: 'Replace', path: 'userName', value: 'NEW@x.example' },
          { op: 'Replace', path: 'title', value: 'ignored' },
        ],
      }),
    ).toEqual({ active: true, name: 'New Name', email: 'new@x.example' });
  });
  it('refuses a body without operations, or an unknown one', () => {
    expect(() => scimUserPatch({})).toThrow(/PatchOp/);
    expect(() => scimUserPatch({ Operations: [{ op: 'move' }] })).toThrow(/Unknown operation/);
  });
});

describe('scimGroupPatch', () => {
  it('adds with a path, removes with a filter, replaces with a value object', () => {
    expect(
      scimGroupPatch({
        Operations: [
          { op: 'add', path: 'members', value: [{ value: 'a' }, { value: 'b' }] },
          { op: 'Remove', path: 'members[value eq "c"]' },
          { op: 'remove', path: 'members', value: [{ value: 'd' }] },
        ],
      }),
    ).toEqual({ add: ['a', 'b'], remove: ['c', 'd'] });
    expect(
      scimGroupPatch({
        Operations: [{ op: 'replace', value: { displayName: 'X', members: [{ value: 'e' }] } }],
      }),
    ).toEqual({ add: [], remove: [], displayName: 'X', replace: ['e'] });
  });
  it('reads a group body, and refuses one without a name', () => {
    expect(scimGroupInput({ displayName: ' Team ', members: [{ value: 'a' }] })).toEqual({
      displayName: 'Team',
      externalId: null,
      members: ['a'],
    });
    expect(() => scimGroupInput({ members: [] })).toThrow(/displayName/);
  });
});

describe('scimFilter', () => {
  it('reads attribute eq "value", whatever the attribute’s case, with escapes', () => {
    expect(scimFilter('userName eq "a@x.example"', ['userName'])).toEqual({
      attribute: 'userName',
      value: 'a@x.example',
    });
    expect(scimFilter('USERNAME Eq "a\\"b"', ['userName'])).toEqual({
      attribute: 'userName',
      value: 'a"b',
    });
    expect(scimFilter(undefined, ['userName'])).toBeNull();
  });
  it('refuses any other filter', () => {
    expect(() => scimFilter('userName co "a"', ['userName'])).toThrow(/Only filters/);
    expect(() => scimFilter('title eq "a"', ['userName'])).toThrow(ScimError);
  });
});
