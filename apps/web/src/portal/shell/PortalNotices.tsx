/**
 * The portal's whole-page notices in the page's language: a trust center not published yet, an
 * address that names no organisation (ui/NotPublished.tsx, ui/ErrorPage.tsx say them in English).
 */
import { CompanyNotFound } from '../../ui/ErrorPage.tsx';
import { NotPublished } from '../../ui/NotPublished.tsx';
import { useT } from '../i18n/use-t.tsx';

export function PortalNotPublished() {
  const t = useT();
  return <NotPublished text={t('errors.not_published')} />;
}

export function PortalCompanyNotFound() {
  const t = useT();
  return <CompanyNotFound title={t('errors.company_not_found')} />;
}
