import { Avatar } from '@mantine/core';
import { assetUrl, type TCompany } from '@trustfront/core';
import { usePortal } from '../portal-context.tsx';

/**
 * A company's stored logo, or its initials when it has none. Fetched once it nears the screen:
 * a subprocessor list may show hundreds.
 */
export function CompanyLogo({ company, size }: { company: TCompany; size: number }) {
  const { view } = usePortal();
  return (
    <Avatar
      src={company.logo ? assetUrl(view.org.id, company.logo) : null}
      alt={company.name}
      name={company.name}
      color="initials"
      size={size}
      radius="sm"
      styles={{ image: { objectFit: 'contain' } }}
      imageProps={{ loading: 'lazy' }}
    />
  );
}
