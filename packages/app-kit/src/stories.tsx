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

/**
 * The note every screen story file carries (issue 16): which SPEC screen its stories show, spread into the meta's
 * `parameters` (`...specScreen('SPEC §2 /compute/vm/{location}/{vmId}/', 'The VM detail page')`). Storybook shows
 * it on the screen's docs page and under each story there, whose name is the state ('Loading', 'Stopped'…).
 */
export function specScreen(spec: string, screen: string) {
  return {
    docs: {
      description: {
        component: `${screen}: ${spec}. Each story is one state of the screen, named after it.`,
        story: `${screen} (${spec}), in the state this story is named after.`,
      },
    },
  }
}
