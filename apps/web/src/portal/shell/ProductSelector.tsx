import { Group, Select, Text, Tooltip, type ComboboxItem } from '@mantine/core';
import { IconExternalLink, IconEyeOff } from '../../ui/icons/icons.ts';
import { LIMITS, productSearch, safeHttpUrl } from '@trustfront/core';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/use-t.tsx';
import { usePortal } from '../portal-context.tsx';

const LINK_PREFIX = 'link:';

interface ProductOption extends ComboboxItem {
  isHidden: boolean;
  /** Set for a product link: where choosing it goes. */
  href: string | null;
}

/**
 * The product selector (docs/portal.md, Page chrome): products, then product links marked with an
 * arrow; hidden products and links (seen by staff only) carry an eye-slash. Choosing a product sets
 * `product` and keeps the preview parameters; choosing a link opens it in a new tab.
 */
export function ProductSelector() {
  const t = useT();
  const { view, basePath } = usePortal();
  const navigate = useNavigate();
  const location = useLocation();
  const options: ProductOption[] = [
    ...view.products.map((p) => ({
      value: p.productSlug,
      label: p.productName,
      isHidden: !p.show,
      href: null,
    })),
    ...view.productLinks.flatMap((l) => {
      const href = safeHttpUrl(l.link);
      return href
        ? [{ value: `${LINK_PREFIX}${l.id}`, label: l.name, isHidden: !l.show, href }]
        : [];
    }),
  ];
  const byValue = new Map(options.map((o) => [o.value, o]));

  const handleChange = (value: string | null) => {
    const option = value ? byValue.get(value) : undefined;
    if (!option) return;
    if (option.href) {
      window.open(option.href, '_blank', 'noopener,noreferrer');
      return;
    }
    navigate({ pathname: basePath || '/', search: productSearch(location.search, option.value) });
  };

  return (
    <Tooltip
      label={t('shell.productTooltip')}
      openDelay={LIMITS.productTooltipOpenDelayMs}
      closeDelay={LIMITS.productTooltipCloseDelayMs}
      position="bottom"
      withArrow
    >
      <Select
        aria-label={t('shell.product')}
        data-testid="product-selector"
        placeholder={t('shell.selectProduct')}
        data={options}
        value={view.product.productSlug}
        onChange={handleChange}
        allowDeselect={false}
        maxDropdownHeight={LIMITS.productListMaxHeightPx}
        comboboxProps={{ withinPortal: true }}
        w={240}
        renderOption={({ option }) => {
          const item = byValue.get(option.value);
          return (
            <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
              <Text size="sm" truncate>
                {option.label}
              </Text>
              <Group gap={4} wrap="nowrap">
                {item?.isHidden ? (
                  <IconEyeOff
                    size={16}
                    aria-label={t('shell.productHidden')}
                    data-testid="product-hidden"
                  />
                ) : null}
                {item?.href ? (
                  <IconExternalLink size={16} aria-label={t('shell.opensInNewTab')} />
                ) : null}
              </Group>
            </Group>
          );
        }}
      />
    </Tooltip>
  );
}
