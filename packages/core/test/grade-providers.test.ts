import { describe, expect, it } from 'vitest';
import { GRADE_PROVIDERS, gradeReportUrl } from '../src/index.ts';

const BITSIGHT = 'https://www.bitsight.com/security-ratings?domain=';

describe("a grade's report address", () => {
  it('opens the BitSight report of the rated domain, never the rated site', () => {
    expect(gradeReportUrl('bitsight', 'acme.example')).toBe(`${BITSIGHT}acme.example`);
    // Leniently read: a scheme, www, a path or capitals still name the same domain.
    expect(gradeReportUrl('bitsight', ' https://www.Acme.example/security ')).toBe(
      `${BITSIGHT}acme.example`,
    );
    expect(gradeReportUrl('bitsight', 'sub.acme.co.uk')).toBe(`${BITSIGHT}sub.acme.co.uk`);
  });

  it('keeps a BitSight report address stored in full', () => {
    expect(gradeReportUrl('bitsight', `${BITSIGHT}acme.example`)).toBe(`${BITSIGHT}acme.example`);
  });

  it.each(['', '   ', 'not a domain', 'acme', 'javascript:alert(1)', '-acme.example'])(
    'has no BitSight report for %j',
    (link) => {
      expect(gradeReportUrl('bitsight', link)).toBeNull();
    },
  );

  it('links every prefixed provider to its stored report', () => {
    for (const provider of GRADE_PROVIDERS) {
      if (!('urlPrefix' in provider)) continue;
      const link = `${provider.urlPrefix}acme.example`;
      expect(gradeReportUrl(provider.id, link)).toBe(new URL(link).toString());
      expect(gradeReportUrl(provider.id, link)?.startsWith(provider.urlPrefix)).toBe(true);
    }
  });

  it('reads other links as https and refuses unsafe ones', () => {
    expect(gradeReportUrl('securityscorecard', 'securityscorecard.com/security-rating/acme')).toBe(
      'https://securityscorecard.com/security-rating/acme',
    );
    expect(gradeReportUrl('upguard', 'javascript:alert(1)')).toBeNull();
    expect(gradeReportUrl('upguard', null)).toBeNull();
    expect(gradeReportUrl('unknown', 'https://ratings.example/acme')).toBe(
      'https://ratings.example/acme',
    );
  });

  it('only BitSight is linked by domain', () => {
    const byDomain = GRADE_PROVIDERS.filter((p) => 'domainReportPrefix' in p).map((p) => p.id);
    expect(byDomain).toEqual(['bitsight']);
  });
});
