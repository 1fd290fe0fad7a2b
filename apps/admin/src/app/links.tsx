import { Link } from 'react-router'
import type { RenderLink } from '@cirrus/design-system'

/** Renders design-system links as router links (below the /admin basename; the DS never imports a router). */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
)
