import type { ReactElement, ReactNode } from 'react'

/** What a design-system component hands to `renderLink` for every link it draws. */
export type LinkRenderProps = {
  /** Where the link leads (an app path or a URL). */
  href: string
  /** Class names the component styles the link with; pass them on. */
  className?: string
  /** The link's content (icon, label). */
  children: ReactNode
  /** `'page'` on the link to the current page. */
  'aria-current'?: 'page'
  /** The accessible name when the visible content is an icon only. */
  'aria-label'?: string
}

/**
 * Renders a link. Components take it as a prop so the app can pass its router's `<Link>` (the design system
 * never imports a router, ARCHITECTURE.md): `renderLink={({ href, ...p }) => <Link to={href} {...p} />}`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement

/** The default: a plain `<a>`, so every component works without a router. */
export const defaultRenderLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
)
