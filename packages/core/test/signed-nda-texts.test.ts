import { describe, expect, it } from 'vitest';
import { frenchOf, LANGUAGES, SIGNED_NDA_TEXTS, SUBSCRIBER_MAIL_TEXTS } from '../src/index.ts';

describe('the signed NDA labels', () => {
  it('name the organisation and the member in every language', () => {
    for (const language of LANGUAGES) {
      const texts = SIGNED_NDA_TEXTS[language];
      expect(texts.title('Acme Corp')).toContain('Acme Corp');
      expect(texts.acceptedBy('riley@example.com')).toContain('riley@example.com');
    }
  });

  it('are written in each language, not left in English', () => {
    const { en, de, fr } = SIGNED_NDA_TEXTS;
    expect(en.title('Acme')).toBe('Acme Non-Disclosure Agreement');
    expect(de.title('Acme')).toBe('Geheimhaltungsvereinbarung von Acme');
    expect(fr.title('Acme')).toBe('Accord de confidentialité d’Acme');
    expect(fr.title('Nda Corp')).toBe('Accord de confidentialité de Nda Corp');
    for (const key of ['record', 'company', 'ipAddress', 'notRecorded'] as const) {
      expect(de[key]).not.toBe(en[key]);
      expect(fr[key]).not.toBe(en[key]);
    }
  });
});

describe("French 'de' before a name", () => {
  it('elides before a vowel and keeps it before a consonant', () => {
    expect(frenchOf('Acme')).toBe('d’Acme');
    expect(frenchOf('Élan')).toBe('d’Élan');
    expect(frenchOf('Umbrella')).toBe('d’Umbrella');
    expect(frenchOf('Globex')).toBe('de Globex');
    expect(frenchOf('Hooli')).toBe('de Hooli');
  });
});

describe("French subscriber mails name the portal with 'de' as French writes it", () => {
  it('elides before a vowel', () => {
    const fr = SUBSCRIBER_MAIL_TEXTS.fr;
    expect(fr.portalOf('Acme Corp', 'Trust Center')).toBe('Trust Center d’Acme Corp');
    expect(fr.portalOf('Globex', 'Trust Center')).toBe('Trust Center de Globex');
    expect(fr.updateFooter('Espace confiance')).toContain('actualités d’Espace confiance');
  });
});
