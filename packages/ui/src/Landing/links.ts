import type { ElementType } from 'react';

/**
 * Props for a Button or Link that goes to `href`: with `linkAs` (the site's router Link) it renders that
 * component with `to`, otherwise a plain `<a href>`; so ui never imports the router.
 */
export function linkProps(href: string, linkAs?: ElementType): Record<string, unknown> {
  return linkAs ? { as: linkAs, to: href } : { as: 'a', href };
}
