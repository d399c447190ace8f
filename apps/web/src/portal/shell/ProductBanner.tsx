import { Image } from '@mantine/core';
import { LIMITS, assetUrl, type TAssetRef } from '@trustfront/core';
import { useState } from 'react';

/** The banner image as loaded; hidden when it fails to load. Keyed by the caller per image. */
function BannerImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      src={src}
      alt={alt}
      mah={LIMITS.bannerMaxHeightPx}
      h="auto"
      w="100%"
      fit="cover"
      radius="md"
      onError={() => setFailed(true)}
      data-testid="product-banner"
    />
  );
}

/** The current product's banner (spec 1 §2: at most 350 px high). */
export function ProductBanner({
  orgId,
  banner,
  productName,
}: {
  orgId: string;
  banner: TAssetRef | null;
  productName: string;
}) {
  if (!banner) return null;
  const src = assetUrl(orgId, banner);
  return <BannerImage key={src} src={src} alt={`${productName} banner`} />;
}
