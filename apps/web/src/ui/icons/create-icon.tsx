/**
 * An icon component from its SVG elements (docs/decisions.md, Icons), with Tabler Icons' props:
 * `size` (24), `stroke` (2, outline icons), `color` (the text's), `title`, and any SVG attribute.
 */
import { createElement, forwardRef, type SVGProps } from 'react';

/** An icon's elements: each its tag and attributes. */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string>>])[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'stroke' | 'ref'> {
  size?: number | string;
  stroke?: number | string;
  color?: string;
  title?: string;
}

export type AppIcon = ReturnType<typeof createIcon>;

/** An outline icon (drawn with strokes), or a filled one. */
export function createIcon(name: string, node: IconNode, filled = false) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(
    ({ color = 'currentColor', size = 24, stroke = 2, title, className, ...rest }, ref) =>
      createElement(
        'svg',
        {
          ref,
          xmlns: 'http://www.w3.org/2000/svg',
          width: size,
          height: size,
          viewBox: '0 0 24 24',
          className: ['tabler-icon', `tabler-icon-${name}`, className].filter(Boolean).join(' '),
          ...(filled
            ? { fill: color, stroke: 'none' }
            : {
                fill: 'none',
                stroke: color,
                strokeWidth: stroke,
                strokeLinecap: 'round' as const,
                strokeLinejoin: 'round' as const,
              }),
          ...rest,
        },
        title ? createElement('title', { key: 'title' }, title) : null,
        ...node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs })),
      ),
  );
  Icon.displayName = name;
  return Icon;
}
