/**
 * The organisation's brand colour applied to the portal: ten shades from one #rrggbb colour,
 * lighter towards 0 and darker towards 9 with the colour itself at 6 (Mantine's filled shade),
 * and the primary-colour variables that the portal's buttons, links and accents read.
 */
const HEX = /^#[0-9a-f]{6}$/i;

/** Whether a text is a #rrggbb colour. */
export const isBrandColor = (value: string): boolean => HEX.test(value);

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** `rgb` moved towards `target` by `amount` (0 keeps it, 1 reaches the target). */
const mix = (rgb: Rgb, target: number, amount: number): Rgb =>
  rgb.map((c) => c + (target - c) * amount) as Rgb;

/** How far each shade moves towards white (positive) or black (negative). */
const SHADE_STEPS = [0.9, 0.78, 0.62, 0.46, 0.3, 0.15, 0, -0.15, -0.3, -0.45];

/** The ten shades of the colour, 0 the lightest. */
export function brandColorShades(hex: string): string[] {
  const rgb = toRgb(hex);
  return SHADE_STEPS.map((step) => toHex(step >= 0 ? mix(rgb, 255, step) : mix(rgb, 0, -step)));
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast WCAG 2.2 AA asks of text: links in the brand colour sit on the white page. */
export const BRAND_COLOR_MIN_CONTRAST = 4.5;

/** The colour's contrast ratio with the white page, to one decimal (1 to 21). */
export function contrastOnWhite(hex: string): number {
  return Math.floor((1.05 / (luminance(toRgb(hex)) + 0.05)) * 10) / 10;
}

/**
 * What staff are told of a brand colour too light for the white page (below 4.5:1), or null. The
 * colour is still saved: it is the organisation's to choose.
 */
export function brandColorContrastWarning(hex: string): string | null {
  if (!isBrandColor(hex)) return null;
  const ratio = contrastOnWhite(hex);
  return ratio < BRAND_COLOR_MIN_CONTRAST
    ? `Its contrast with the white page is ${ratio}:1: links and text in this colour are hard to read below ${BRAND_COLOR_MIN_CONTRAST}:1. Choose a darker shade.`
    : null;
}

/**
 * The CSS variables that make the colour the page's primary colour: filled buttons in the colour
 * with text that stays readable on it (white or black, whichever contrasts more), light variants
 * as translucent tints, and the ten numbered shades.
 */
export function brandColorVariables(hex: string): Record<string, string> {
  const rgb = toRgb(hex);
  const shades = brandColorShades(hex);
  const tint = (alpha: number) => `rgba(${rgb.join(', ')}, ${alpha})`;
  const onColor = (luminance(rgb) + 0.05) / 0.05 > 1.05 / (luminance(rgb) + 0.05) ? '#000' : '#fff';
  const variables: Record<string, string> = {
    '--mantine-primary-color-filled': shades[6] ?? hex,
    '--mantine-primary-color-filled-hover': shades[7] ?? hex,
    '--mantine-primary-color-light': tint(0.1),
    '--mantine-primary-color-light-hover': tint(0.12),
    '--mantine-primary-color-light-color': shades[6] ?? hex,
    '--mantine-primary-color-contrast': onColor,
    '--mantine-color-anchor': shades[6] ?? hex,
  };
  shades.forEach((shade, index) => {
    variables[`--mantine-primary-color-${index}`] = shade;
  });
  return variables;
}
