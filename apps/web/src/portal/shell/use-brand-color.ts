import { brandColorVariables } from '@trustfront/core';
import { useEffect } from 'react';

/**
 * Makes the organisation's brand colour the page's primary colour while the portal shows: set
 * on the document's root element, it reaches dialogs and menus rendered outside the portal's tree
 * too, and leaves with the portal (the private app keeps the platform's colour).
 */
export function useBrandColor(brandColor: string | null) {
  useEffect(() => {
    if (!brandColor) return;
    const { style } = document.documentElement;
    const variables = Object.entries(brandColorVariables(brandColor));
    for (const [name, value] of variables) style.setProperty(name, value);
    return () => {
      for (const [name] of variables) style.removeProperty(name);
    };
  }, [brandColor]);
}
