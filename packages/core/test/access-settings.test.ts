import { describe, expect, it } from 'vitest';
import {
  ACCESS_SETTINGS_MESSAGES as M,
  DEFAULT_ACCESS_SETTINGS,
  ZAccessSettings,
  ZProfileUpdate,
  PROFILE_MESSAGES,
} from '../src/index.ts';

const messages = (input: unknown) => {
  const result = ZAccessSettings.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('access settings schema', () => {
  it('accepts the defaults and a full clickwrap setting', () => {
    expect(ZAccessSettings.parse(DEFAULT_ACCESS_SETTINGS)).toEqual(DEFAULT_ACCESS_SETTINGS);
    expect(
      ZAccessSettings.parse({
        ndaProvider: 'clickwrap',
        ndaText: '  Keep it secret.  ',
        accessDurationDays: null,
        watermarkDocuments: true,
        termsUrl: 'https://acme.example/terms',
        privacyUrl: '',
      }),
    ).toEqual({
      ndaProvider: 'clickwrap',
      ndaText: 'Keep it secret.',
      accessDurationDays: null,
      watermarkDocuments: true,
      termsUrl: 'https://acme.example/terms',
      privacyUrl: null,
    });
  });
  it('explains each refusal on its field', () => {
    expect(
      messages({ ...DEFAULT_ACCESS_SETTINGS, ndaProvider: 'clickwrap', ndaText: ' ' }),
    ).toEqual([`ndaText: ${M.ndaTextRequired}`]);
    expect(messages({ ...DEFAULT_ACCESS_SETTINGS, accessDurationDays: 1.5 })).toEqual([
      `accessDurationDays: ${M.durationWhole}`,
    ]);
    expect(messages({ ...DEFAULT_ACCESS_SETTINGS, accessDurationDays: 0 })).toEqual([
      `accessDurationDays: ${M.durationRange}`,
    ]);
    expect(messages({ ...DEFAULT_ACCESS_SETTINGS, termsUrl: 'javascript:alert(1)' })).toEqual([
      `termsUrl: ${M.urlInvalid}`,
    ]);
    expect(messages({ ...DEFAULT_ACCESS_SETTINGS, privacyUrl: 'acme.example' })).toEqual([
      `privacyUrl: ${M.urlInvalid}`,
    ]);
  });
  it('profile names are trimmed and required', () => {
    expect(ZProfileUpdate.parse({ name: ' Auditors ' })).toEqual({ name: 'Auditors' });
    const result = ZProfileUpdate.safeParse({ name: '  ' });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(
      PROFILE_MESSAGES.nameRequired,
    );
  });
});
