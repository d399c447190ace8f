/**
 * The demo's main content in German (docs/languages.md, Translated texts): the portal offers
 * English, German and French, English being the default; Acme Cloud's overview, its
 * certifications' explanations and the first trust update have German texts. French has none,
 * so a French reader sees the interface in French and the English texts.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as s from '../../schema/index.ts';
import type { Tx } from '../../client.ts';

const CLOUD_OVERVIEW_DE = `Acme Corp entwickelt Acme Cloud, die Workflow- und Analyseplattform, der mehr als 4.000 Organisationen vertrauen, von schnell wachsenden Start-ups bis zu Fortune-500-Unternehmen. Unsere Kunden vertrauen uns ihre wichtigsten Geschäftsdaten an, und deren Schutz steht im Mittelpunkt unserer Arbeit.

Unser Sicherheitsprogramm wird von einem eigenen Team geleitet, das an unseren Chief Information Security Officer berichtet, und stützt sich auf Rahmenwerke wie ISO/IEC 27001, die AICPA Trust Services Criteria und das NIST Cybersecurity Framework. Unabhängige Prüfer untersuchen unsere Kontrollen jedes Jahr, und wir veröffentlichen die Ergebnisse hier.

In diesem Trust Center erfahren Sie, wie wir Ihre Daten schützen: Sehen Sie sich unsere Zertifizierungen und Prüfberichte an, lesen Sie unsere Richtlinien, prüfen Sie unsere Unterauftragsverarbeiter und finden Sie Antworten auf häufige Sicherheitsfragen. Einige Dokumente stehen nach einer Zugangsanfrage und der Annahme unserer Vertraulichkeitsvereinbarung zur Verfügung.

Fragen, die hier nicht beantwortet werden? Schreiben Sie unserem Sicherheitsteam an security@acme.example.`;

/** Item titles of Acme Cloud and their German explanations. */
const EXPLANATIONS_DE: Record<string, string> = {
  'SOC 2 Type II': 'Jährliche Prüfung von Sicherheit, Verfügbarkeit und Vertraulichkeit.',
  'ISO 27001': 'Zertifiziertes Managementsystem für Informationssicherheit (ISO/IEC 27001:2022).',
  'ISO 27701': 'Zertifiziertes Datenschutz-Managementsystem als Erweiterung unseres ISMS.',
  GDPR: 'Wir erfüllen die DSGVO als Auftragsverarbeiter und bieten jedem Kunden einen AVV mit Standardvertragsklauseln.',
};
const TITLES_DE: Record<string, string> = { GDPR: 'DSGVO' };

/** The SOC 2 topic's updates, oldest first. */
const SOC2_UPDATES_DE = [
  'Unsere jährliche SOC-2-Typ-II-Prüfung läuft. Der Prüfzeitraum endet nächsten Monat, und wir erwarten den Bericht im folgenden Quartal.',
  'Unser SOC-2-Typ-II-Bericht ist verfügbar. Der Prüfer hat ein uneingeschränktes Urteil ohne Abweichungen erteilt. Fragen Sie Zugang an, um ihn zusammen mit einem aktuellen Bridge Letter herunterzuladen.',
];

export async function writeGerman(tx: Tx, orgId: string): Promise<void> {
  await tx
    .update(s.portalCustomizations)
    .set({ languages: ['en', 'de', 'fr'], defaultLanguage: 'en' })
    .where(eq(s.portalCustomizations.orgId, orgId));
  const [cloud] = await tx
    .select({ id: s.products.id })
    .from(s.products)
    .where(and(eq(s.products.orgId, orgId), eq(s.products.slug, 'acme-cloud')));
  if (!cloud) return;
  const rows: (typeof s.translations.$inferInsert)[] = [];
  const text = (entity: string, entityId: string, field: string, value: string) =>
    rows.push({ orgId, entity, entityId, field, language: 'de', text: value });
  const [overview] = await tx
    .select({ id: s.cards.id })
    .from(s.cards)
    .where(and(eq(s.cards.productId, cloud.id), eq(s.cards.kind, 'Overview')));
  if (overview) text('card', overview.id, 'overview', CLOUD_OVERVIEW_DE);
  const items = await tx
    .select({ id: s.items.id, title: s.items.title })
    .from(s.items)
    .where(
      and(eq(s.items.productId, cloud.id), inArray(s.items.title, Object.keys(EXPLANATIONS_DE))),
    );
  for (const item of items) {
    const explanation = EXPLANATIONS_DE[item.title];
    if (explanation) text('item', item.id, 'explanation', explanation);
    const title = TITLES_DE[item.title];
    if (title) text('item', item.id, 'title', title);
  }
  const soc2 = await tx
    .select({ id: s.updates.id })
    .from(s.updates)
    .innerJoin(s.topics, eq(s.topics.id, s.updates.topicId))
    .where(
      and(eq(s.topics.orgId, orgId), eq(s.topics.subject, 'SOC 2 Type II report now available')),
    )
    .orderBy(asc(s.updates.createdAt));
  soc2.forEach((update, i) => {
    const message = SOC2_UPDATES_DE[i];
    if (message) text('update', update.id, 'message', message);
  });
  if (rows.length > 0) await tx.insert(s.translations).values(rows);
}
