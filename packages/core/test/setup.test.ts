import { describe, expect, it } from 'vitest';
import {
  ORG_MESSAGES,
  PORTAL_SETTINGS_MESSAGES,
  SETUP_LOGO_MAX_CHARS,
  SETUP_MESSAGES as M,
  STAFF_MESSAGES,
  ZOrganizationCreate,
  ZSetupForm,
  ZSetupRequest,
  orgSlugProblem,
  setupFieldErrors,
  slugFromName,
} from '../src/index.ts';

const valid = {
  token: ' abc ',
  name: ' Beta Inc ',
  slug: 'beta',
  brandColor: '#1F6FEB',
  adminName: ' Jo Owner ',
  adminEmail: 'Jo@Beta.Example',
  adminPassword: 'correct horse battery',
};

const messagesOf = (input: unknown) => {
  const result = ZSetupRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('ZSetupRequest', () => {
  it('trims, lower-cases the e-mail and the colour', () => {
    expect(ZSetupRequest.parse(valid)).toEqual({
      token: 'abc',
      name: 'Beta Inc',
      slug: 'beta',
      brandColor: '#1f6feb',
      adminName: 'Jo Owner',
      adminEmail: 'jo@beta.example',
      adminPassword: 'correct horse battery',
    });
  });

  it('names every missing field with its message', () => {
    expect(messagesOf({})).toEqual(
      expect.arrayContaining([
        `token: ${M.tokenRequired}`,
        `name: ${ORG_MESSAGES.nameRequired}`,
        `adminName: ${M.adminNameRequired}`,
        `adminEmail: You must provide an email.`,
        `adminPassword: ${STAFF_MESSAGES.passwordRequired}`,
        `brandColor: ${M.brandColorRequired}`,
      ]),
    );
  });

  it('follows the slug, password and colour rules', () => {
    expect(messagesOf({ ...valid, slug: 'app' })).toEqual([
      `slug: ${ORG_MESSAGES.slugReserved('app')}`,
    ]);
    expect(messagesOf({ ...valid, slug: 'Beta Inc' })).toEqual([
      `slug: ${ORG_MESSAGES.slugCharacters}`,
    ]);
    expect(messagesOf({ ...valid, adminPassword: 'short' })).toEqual([
      `adminPassword: ${STAFF_MESSAGES.passwordTooShort(12)}`,
    ]);
    expect(messagesOf({ ...valid, brandColor: 'blue' })).toEqual([
      `brandColor: ${PORTAL_SETTINGS_MESSAGES.brandColorInvalid}`,
    ]);
    expect(messagesOf({ ...valid, adminName: ' ' })).toEqual([`adminName: ${M.adminNameRequired}`]);
  });

  it('takes a logo as base64 within the image limit', () => {
    expect(messagesOf({ ...valid, logo: 'iVBORw0KGgo=' })).toEqual([]);
    expect(messagesOf({ ...valid, logo: 'not base64!' })).toEqual([`logo: ${M.logoInvalid}`]);
    expect(messagesOf({ ...valid, logo: 'A'.repeat(SETUP_LOGO_MAX_CHARS + 4) })).toEqual([
      `logo: ${PORTAL_SETTINGS_MESSAGES.imageTooLarge}`,
    ]);
  });
});

describe('ZSetupForm', () => {
  it('asks for the password twice', () => {
    const form = { ...valid, adminPasswordConfirm: valid.adminPassword };
    expect(ZSetupForm.safeParse(form).success).toBe(true);
    const differ = ZSetupForm.safeParse({ ...form, adminPasswordConfirm: 'something else' });
    expect(differ.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['adminPasswordConfirm', STAFF_MESSAGES.passwordsDiffer],
    ]);
  });
});

describe('ZOrganizationCreate with a password and a colour', () => {
  it('keeps them optional for the operator command', () => {
    expect(ZOrganizationCreate.parse({ name: 'B', slug: 'bb', adminEmail: 'a@b.example' })).toEqual(
      { name: 'B', slug: 'bb', adminEmail: 'a@b.example' },
    );
    const parsed = ZOrganizationCreate.parse({
      name: 'B',
      slug: 'bb',
      adminEmail: 'a@b.example',
      adminPassword: 'x'.repeat(12),
      brandColor: '#ABCDEF',
    });
    expect(parsed.brandColor).toBe('#abcdef');
    expect(ZOrganizationCreate.safeParse({ ...parsed, adminPassword: 'x' }).success).toBe(false);
  });
});

describe('slugFromName', () => {
  it('suggests a slug the slug rule accepts', () => {
    const cases: [string, string][] = [
      ['Beta Inc', 'beta-inc'],
      ['  Ünïcode Ltd. ', 'unicode-ltd'],
      ['ACME & Sons (EU)', 'acme-sons-eu'],
      ['Café №1', 'cafe-no1'],
      ['App', 'app-trust'],
      ['x'.repeat(39) + ' y', 'x'.repeat(39)],
    ];
    for (const [name, slug] of cases) {
      expect(slugFromName(name)).toBe(slug);
      expect(orgSlugProblem(slugFromName(name))).toBeNull();
    }
  });

  it('leaves what it cannot make a slug of to the slug rule', () => {
    expect(slugFromName('')).toBe('');
    expect(slugFromName('日本')).toBe('');
    expect(orgSlugProblem(slugFromName('B'))).toBe(ORG_MESSAGES.slugLength);
  });
});

describe('setupFieldErrors', () => {
  it('puts each message under its field, the first one winning', () => {
    expect(
      setupFieldErrors([
        { path: '/slug', message: 'one' },
        { path: '/slug', message: 'two' },
        { path: '/adminPassword', message: 'three' },
        { path: '/nowhere', message: 'four' },
        { path: 3, message: 'five' },
        'six',
      ]),
    ).toEqual({ slug: 'one', adminPassword: 'three' });
    expect(setupFieldErrors(undefined)).toEqual({});
  });
});
