/**
 * Helpers of both apps' screen stories (issue 13, moved from the console): links that do not leave the story and
 * a phone viewport for the mobile states.
 */
import type { RenderLink } from '@cirrus/design-system'

/** A plain link that stays in the story when clicked (the views are router-free). */
export const storyLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest} onClick={(event) => event.preventDefault()}>
    {children}
  </a>
)

/**
 * Story globals that render a screen in a phone's viewport: 390×844, the journeys' phone, below the md
 * breakpoint, so the app's own media queries choose the mobile layout (the `phone` option of
 * .storybook/preview.tsx). Spread into a story: `{ ...onPhone, play }`.
 */
export const onPhone = { globals: { viewport: { value: 'phone', isRotated: false } } }
