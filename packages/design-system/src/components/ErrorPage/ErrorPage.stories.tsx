import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box } from '@radix-ui/themes'
import { expect, userEvent } from 'storybook/test'
import { NotFoundPage } from './NotFoundPage'
import { MissingResourcePage } from './MissingResourcePage'
import { RouterErrorPage } from './RouterErrorPage'
import type { RenderLink } from '../../utils/render-link'

/** A fixed error: a real stack would name this machine's paths and change between runs. */
const typeError = Object.assign(new TypeError("Cannot read properties of undefined (reading 'uuid')"), {
  stack: [
    "TypeError: Cannot read properties of undefined (reading 'uuid')",
    '    at VmDetailView (/assets/VmDetailPage-3f2a.js:12:41)',
    '    at renderWithHooks (/assets/react-dom-9c1b.js:1120:22)',
    '    at updateFunctionComponent (/assets/react-dom-9c1b.js:1581:19)',
    '    at beginWork (/assets/react-dom-9c1b.js:2203:16)',
  ].join('\n'),
})

const vmIds = (n: number) =>
  Array.from({ length: n }, (_, i) => `5f3a1c2e-8b4d-4e6f-9a0b-${String(i + 1).padStart(12, '0')}`)

/** Stands in for the app's router link in stories. */
const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={`#router${href}`} data-router-link="" {...rest}>
    {children}
  </a>
)

const meta = { title: 'Design System/ErrorPage' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page is gone' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/')
  },
}

export const NotFoundRouterLink: Story = {
  render: () => <NotFoundPage dashboardHref="/" renderLink={routerLink} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('data-router-link')
  },
}

export const MissingResource: Story = {
  render: () => <MissingResourcePage object="virtual machine" createHref="/compute/create" />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This virtual machine is gone' }),
    ).toBeVisible()
    await expect(
      canvas.getByText('Time to move on. This item is deleted or you do not have access.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create new virtual machine' })).toHaveAttribute(
      'href',
      '/compute/create',
    )
  },
}

/** No create route for this kind: no create link. */
export const MissingResourceWithoutCreate: Story = {
  render: () => <MissingResourcePage object="invoice" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This invoice is gone' })).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const MissingResourceWithIds: Story = {
  render: () => (
    <MissingResourcePage
      object="disk"
      createHref="/disks/create"
      availableIds={vmIds(6)}
      idHref={(id) => `/disks/disk/tll1/${id}/`}
    />
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Available ids' })
    await expect(list.querySelectorAll('li')).toHaveLength(6)
  },
}

/** SPEC §8: at most 30 ids are listed. */
export const MissingResourceManyIds: Story = {
  render: () => <MissingResourcePage object="disk" availableIds={vmIds(45)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Available ids' }).querySelectorAll('li')).toHaveLength(30)
    await expect(canvas.getByText('and 15 more')).toBeVisible()
  },
}

export const RouterError: Story = {
  render: () => <RouterErrorPage error={typeError} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong!' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Show Error' })).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByText("Cannot read properties of undefined (reading 'uuid')")).not.toBeVisible()
  },
}

export const RouterErrorShown: Story = {
  render: () => <RouterErrorPage error={typeError} />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show Error' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText("Cannot read properties of undefined (reading 'uuid')")).toBeVisible()
    await expect(canvas.getByText(/at VmDetailView/)).toBeVisible()
  },
}

export const RouterErrorHiddenAgain: Story = {
  render: () => <RouterErrorPage error={typeError} defaultExpanded />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show Error' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByText(/at VmDetailView/)).not.toBeVisible()
  },
}

/** SPEC §2: unknown routes show 'Not Found'. */
export const UnknownRoute: Story = {
  render: () => (
    <RouterErrorPage
      error={{ status: 404, statusText: 'Not Found', data: 'Error: No route matches URL "/compute/nope"' }}
      defaultExpanded
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible()
  },
}

export const ThrownString: Story = {
  render: () => <RouterErrorPage error="Loader failed: location tll1 is not available" defaultExpanded />,
}

export const LongText: Story = {
  render: () => (
    <MissingResourcePage
      object="managed service package with a deliberately long descriptive name"
      createHref="/services/create"
    />
  ),
}

export const NarrowWidth: Story = {
  render: () => (
    <Box width="360px">
      <RouterErrorPage error={typeError} defaultExpanded />
    </Box>
  ),
}

export const Dark: Story = {
  parameters: { appearance: 'dark' },
  render: () => <RouterErrorPage error={typeError} defaultExpanded />,
}
