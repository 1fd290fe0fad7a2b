import { Badge, Text } from '@radix-ui/themes'
import { defaultRenderLink, type RenderLink } from '../../utils/render-link'
import type { BrandBadge } from './Brand.variants'
import styles from './Brand.module.css'

export type BrandProps = {
  /** Where the brand leads: the app's dashboard. */
  href: string
  /** The product name beside the mark. @default 'Cirrus' */
  name?: string
  /** A badge after the name ('Admin' in the admin app), so the two apps are told apart at a glance. */
  badge?: BrandBadge
  /** Renders the link with the app's router link; a plain `<a>` by default. */
  renderLink?: RenderLink
}

/** The logo mark and product name at the start of the top bar (AppShell's `brand`), shared by both apps. */
export function Brand({ href, name = 'Cirrus', badge, renderLink = defaultRenderLink }: BrandProps) {
  return renderLink({
    href,
    className: styles.brand,
    children: (
      <>
        <svg width="22" height="22" viewBox="0 0 20 20" aria-hidden="true">
          <rect width="20" height="20" rx="5" fill="var(--accent-9)" />
          <path
            d="M5 12.5a3 3 0 0 1 3-3 4 4 0 0 1 7.5 1.5A2 2 0 0 1 15 15H7.5A2.5 2.5 0 0 1 5 12.5Z"
            fill="white"
          />
        </svg>
        <Text size="4" weight="bold">
          {name}
        </Text>
        {badge && (
          <Badge color="orange" variant="soft" highContrast>
            {badge}
          </Badge>
        )}
      </>
    ),
  })
}
