import { describe, expect, it } from 'vitest';
import {
  ACCESS_REQUEST_FIELD_KEYS,
  PORTAL_SETTINGS_MESSAGES as M,
  ZCustomDomainRequest,
  ZPortalSettings,
  brandColorShades,
  brandColorVariables,
  isHostname,
  type TPortalSettingsInput,
} from '../src/index.ts';

const fields = Object.fromEntries(
  ACCESS_REQUEST_FIELD_KEYS.map((key) => [key, { enabled: false, label: 'Label' }]),
) as TPortalSettingsInput['accessRequestFields'];

const valid: TPortalSettingsInput = {
  portalTitle: 'Trust Center',
  showPortalTitle: true,
  description: '',
  websiteUrl: 'https://example.com',
  brandColor: '#1F6FEB',
  showBuiltOn: true,
  contactSupport: { onClickAction: 'url', supportUrl: 'https://example.com/support' },
  supportMailbox: '',
  reportIssue: { onClickAction: 'email', reportUrl: null },
  securityMailbox: 'security@example.com',
  accessRequestFields: fields,
  publicAccessLevel: 'PublicContentOnly',
};

const messages = (patch: Partial<TPortalSettingsInput>) => {
  const result = ZPortalSettings.safeParse({ ...valid, ...patch });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('portal settings schema', () => {
  it('accepts full settings, trimming, lower-casing the colour and turning blanks into null', () => {
    const parsed = ZPortalSettings.parse({ ...valid, portalTitle: '  Security  ' });
    expect(parsed.portalTitle).toBe('Security');
    expect(parsed.brandColor).toBe('#1f6feb');
    expect(parsed.description).toBeNull();
    expect(parsed.supportMailbox).toBeNull();
  });

  it('names each bad field with its message', () => {
    expect(messages({ portalTitle: '  ' })).toEqual([`portalTitle: ${M.titleRequired}`]);
    expect(messages({ portalTitle: 'x'.repeat(61) })).toEqual([`portalTitle: ${M.titleMax}`]);
    expect(messages({ brandColor: 'blue' })).toEqual([`brandColor: ${M.brandColorInvalid}`]);
    expect(messages({ brandColor: '#12345' })).toEqual([`brandColor: ${M.brandColorInvalid}`]);
    expect(messages({ websiteUrl: 'javascript:alert(1)' })).toEqual([
      `websiteUrl: ${M.urlInvalid}`,
    ]);
    expect(messages({ supportMailbox: 'not a mailbox' })).toEqual([
      `supportMailbox: ${M.mailboxInvalid}`,
    ]);
  });

  it('needs the address or mailbox an action uses', () => {
    expect(messages({ contactSupport: { onClickAction: 'url', supportUrl: '' } })).toEqual([
      `contactSupport.supportUrl: ${M.supportUrlRequired}`,
    ]);
    expect(messages({ contactSupport: { onClickAction: 'email', supportUrl: null } })).toEqual([
      `supportMailbox: ${M.supportMailboxRequired}`,
    ]);
    expect(messages({ reportIssue: { onClickAction: 'url', reportUrl: null } })).toEqual([
      `reportIssue.reportUrl: ${M.reportUrlRequired}`,
    ]);
    expect(messages({ securityMailbox: null })).toEqual([
      `securityMailbox: ${M.securityMailboxRequired}`,
    ]);
    expect(messages({ contactSupport: { onClickAction: 'none', supportUrl: null } })).toEqual([]);
  });

  it('needs a label for an enabled access request field', () => {
    const accessRequestFields = { ...fields, jobTitleTextField: { enabled: true, label: ' ' } };
    expect(messages({ accessRequestFields })).toEqual([
      `accessRequestFields.jobTitleTextField.label: ${M.fieldLabelRequired}`,
    ]);
    const disabled = { ...fields, jobTitleTextField: { enabled: false, label: '' } };
    expect(messages({ accessRequestFields: disabled })).toEqual([]);
  });

  it('refuses an unknown public access level', () => {
    const result = ZPortalSettings.safeParse({ ...valid, publicAccessLevel: 'Everyone' });
    expect(result.success).toBe(false);
  });
});

describe('custom domains', () => {
  it('accepts host names, normalised', () => {
    expect(ZCustomDomainRequest.parse({ domain: ' Trust.Example.COM. ' }).domain).toBe(
      'trust.example.com',
    );
    expect(isHostname('a-b.example.co.uk')).toBe(true);
  });

  it.each([
    'localhost',
    'http://trust.example.com',
    'trust..example.com',
    '-a.example.com',
    'a_b.example.com',
    '10.0.0.1',
    'example.c0m',
    '',
  ])('refuses %j', (domain) => {
    const result = ZCustomDomainRequest.safeParse({ domain });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      M.domainInvalid,
    ]);
  });
});

describe('brand colour', () => {
  it('gives ten shades from light to dark with the colour itself at 6', () => {
    const shades = brandColorShades('#1f6feb');
    expect(shades).toHaveLength(10);
    expect(shades[6]).toBe('#1f6feb');
    expect(shades.every((s) => /^#[0-9a-f]{6}$/.test(s))).toBe(true);
    const sum = (hex: string) =>
      [1, 3, 5].reduce((t, i) => t + parseInt(hex.slice(i, i + 2), 16), 0);
    for (let i = 1; i < 10; i += 1)
      expect(sum(shades[i] ?? '')).toBeLessThan(sum(shades[i - 1] ?? ''));
  });

  it('keeps text readable on filled buttons', () => {
    expect(brandColorVariables('#ffe066')['--mantine-primary-color-contrast']).toBe('#000');
    expect(brandColorVariables('#1f3a8a')['--mantine-primary-color-contrast']).toBe('#fff');
    expect(brandColorVariables('#1f6feb')['--mantine-primary-color-filled']).toBe('#1f6feb');
  });
});
