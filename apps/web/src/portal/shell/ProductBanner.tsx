import { Image } from '@mantine/core';
import { LIMITS, assetUrl, type TAssetRef } from '@trustfront/core';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useT } from '../i18n/use-t.tsx';

/**
 * The shape kept for the banner until its image has loaded (a 1200x300 banner), so that the page
 * below does not move when it arrives; the image's own shape once it is known.
 */
const DEFAULT_BANNER_RATIO = 4;

/**
 * The banner image as loaded; hidden when it fails to load, also when it failed before the page
 * came alive (a page rendered by the server loads its images before its scripts run, and the
 * image's error event is then gone). Keyed by the caller per image.
 */
function BannerImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const [ratio, setRatio] = useState(DEFAULT_BANNER_RATIO);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { naturalWidth, naturalHeight } = event.currentTarget;
    if (naturalWidth > 0 && naturalHeight > 0) setRatio(naturalWidth / naturalHeight);
  };
  return (
    <Image
      ref={image}
      src={src}
      alt={alt}
      mah={LIMITS.bannerMaxHeightPx}
      w="100%"
      fit="cover"
      radius="md"
      style={{ aspectRatio: ratio }}
      onLoad={handleLoad}
      onError={() => setFailed(true)}
      data-testid="product-banner"
    />
  );
}

/** The current product's banner (docs/portal.md, Page chrome: at most 350 px high). */
export function ProductBanner({
  orgId,
  banner,
  productName,
}: {
  orgId: string;
  banner: TAssetRef | null;
  productName: string;
}) {
  const t = useT();
  if (!banner) return null;
  const src = assetUrl(orgId, banner);
  return <BannerImage key={src} src={src} alt={t('shell.banner', { product: productName })} />;
}
