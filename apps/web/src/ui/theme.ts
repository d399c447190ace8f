import {
  createTheme,
  darken,
  isLightColor,
  luminance,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';

/** WCAG 2.2 AA's contrast for text of normal size (1.4.3). */
const TEXT_CONTRAST = 4.5;

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** `color`, darkened by steps of 5 % until it reaches text contrast against `against`. */
export function readableOn(color: string, against: string): string {
  let readable = color;
  for (let step = 1; step <= 20 && contrast(readable, against) < TEXT_CONTRAST; step += 1) {
    readable = darken(color, step * 0.05);
  }
  return readable;
}

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 of the primary colour: white on it reaches 5.7:1, and links on white 5.7:1.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  // Transitions (modals, drawers, popovers, collapses) are skipped for a reader who asked their
  // system for reduced motion.
  respectReducedMotion: true,
  components: {
    // The × of every modal and drawer says what it does.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

/**
 * Colours made readable in the light and dark schemes (docs/accessibility.md, Contrast): secondary
 * ('dimmed') text a shade darker than Mantine's gray 6 (3.3:1 on white), light badges' text on
 * their tint, outline text on white, and filled backgrounds under white text (green, teal,
 * orange... at shade 8 are short of 4.5:1), each darkened just enough.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t: MantineTheme) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': t.colors.gray[7] };
  const shade = typeof t.primaryShade === 'number' ? t.primaryShade : t.primaryShade.light;
  for (const [name, colors] of Object.entries(t.colors)) {
    light[`--mantine-color-${name}-light-color`] = readableOn(colors[9], colors[1]);
    const filled = colors[shade];
    // Outline badges and buttons: the colour is their text, on the page's white.
    light[`--mantine-color-${name}-outline`] = readableOn(filled, t.white);
    // Light fills get dark text from `autoContrast`; only those under white text are darkened.
    if (!isLightColor(filled, t.luminanceThreshold)) {
      const readable = readableOn(filled, t.white);
      light[`--mantine-color-${name}-filled`] = readable;
      light[`--mantine-color-${name}-text`] = readable;
    }
  }
  // The dark scheme: secondary text a shade lighter than Mantine's dark 2 (3.5:1 on a dark card),
  // and fills under white text darkened as in the light scheme.
  const dark: Record<string, string> = { '--mantine-color-dimmed': t.colors.dark[1] };
  const darkShade = typeof t.primaryShade === 'number' ? t.primaryShade : t.primaryShade.dark;
  for (const [name, colors] of Object.entries(t.colors)) {
    const filled = colors[darkShade];
    if (!isLightColor(filled, t.luminanceThreshold)) {
      dark[`--mantine-color-${name}-filled`] = readableOn(filled, t.white);
    }
  }
  return { variables: {}, light, dark };
};
