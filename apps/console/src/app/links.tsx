import { useCallback, type ComponentProps } from 'react'
import { Link } from 'react-router'
import type { RenderLink } from '@cirrus/design-system'
import { useHoverPrefetch } from '../hooks/use-hover-prefetch'
import { prefetchForHref } from './prefetch'
import { useServices } from './services'
import { timing } from './timing'

/** Props of {@link PrefetchLink}: a router link whose `to` is a string. */
export type PrefetchLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string }

/**
 * A router link that prefetches its page's data once the pointer or focus rests on it for 50 ms (SPEC §9).
 */
export function PrefetchLink({
  to,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...rest
}: PrefetchLinkProps) {
  const services = useServices()
  const prefetch = useCallback(() => prefetchForHref(to, services), [to, services])
  const hover = useHoverPrefetch(prefetch, timing.hoverPrefetchDelayMs)
  return (
    <Link
      to={to}
      {...rest}
      onPointerEnter={(e) => {
        hover.onPointerEnter()
        onPointerEnter?.(e)
      }}
      onPointerLeave={(e) => {
        hover.onPointerLeave()
        onPointerLeave?.(e)
      }}
      onFocus={(e) => {
        hover.onFocus()
        onFocus?.(e)
      }}
      onBlur={(e) => {
        hover.onBlur()
        onBlur?.(e)
      }}
    />
  )
}

/** Renders design-system links as prefetching router links (the DS never imports a router). */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <PrefetchLink to={href} {...rest}>
    {children}
  </PrefetchLink>
)
