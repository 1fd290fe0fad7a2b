import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { Avatar, Box, Button, Flex, Heading, Link, Select, Text } from '@radix-ui/themes'
import { PlusIcon } from '@radix-ui/react-icons'
import { expect, fn, userEvent, within } from 'storybook/test'
import { StatusBadge } from '../StatusBadge'
import { SideNav } from '../SideNav'
import { consoleSections } from '../SideNav/fixtures'
import { AppShell } from './AppShell'

function Brand({ name = 'Cirrus' }: { name?: string }) {
  return (
    <Link href="/" underline="none" highContrast weight="medium" size="3">
      <Flex align="center" gap="2">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <rect width="20" height="20" rx="5" fill="var(--accent-9)" />
          <path
            d="M5 12.5a3 3 0 0 1 3-3 4 4 0 0 1 7.5 1.5A2 2 0 0 1 15 15H7.5A2.5 2.5 0 0 1 5 12.5Z"
            fill="white"
          />
        </svg>
        {name}
      </Flex>
    </Link>
  )
}

const locationPicker = (
  <Select.Root defaultValue="tll">
    <Select.Trigger variant="ghost" color="gray" aria-label="Location" />
    <Select.Content>
      <Select.Item value="tll">Tallinn</Select.Item>
      <Select.Item value="jhv">Jõhvi</Select.Item>
    </Select.Content>
  </Select.Root>
)

const userMenu = (
  <Button variant="ghost" color="gray" highContrast>
    <Avatar size="1" radius="full" fallback="AK" aria-hidden="true" />
    Ada Karu
  </Button>
)

const vms = [
  { name: 'web-1', status: 'running' },
  { name: 'web-2', status: 'running' },
  { name: 'db-primary', status: 'stopped' },
  { name: 'build-runner', status: 'starting' },
]

function Sidebar() {
  return (
    <Flex direction="column" gap="3" p="3">
      <Flex align="center" justify="between">
        <Heading as="h2" size="3">
          Compute
        </Heading>
        <Button size="1" variant="soft">
          <PlusIcon aria-hidden="true" /> Create
        </Button>
      </Flex>
      <Flex direction="column" gap="1" asChild>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {vms.map((vm) => (
            <li key={vm.name}>
              <Flex align="center" justify="between" py="1">
                <Link href={`/compute/vm/tll/${vm.name}/`} size="2">
                  {vm.name}
                </Link>
                <StatusBadge status={vm.status} />
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
    </Flex>
  )
}

function Page({ children }: { children?: ReactNode }) {
  return (
    <Box p="5">
      <Heading as="h1" size="6" mb="2">
        Virtual machines
      </Heading>
      <Text as="p" color="gray" size="2">
        {children ?? 'Four machines in Tallinn, three of them running.'}
      </Text>
    </Box>
  )
}

const meta = {
  title: 'Design System/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <Brand />,
    locationPicker,
    userMenu,
    nav: <SideNav entries={consoleSections} activeId="compute" />,
    sidebar: <Sidebar />,
    children: <Page />,
    height: 560,
  },
} satisfies Meta<typeof AppShell>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(canvas.getByRole('complementary', { name: 'Sidebar' })).toBeVisible()
    await expect(canvas.getByRole('main')).toBeVisible()
    // No support URL configured: no support button (SPEC §2).
    await expect(canvas.queryByRole('link', { name: 'Support' })).toBeNull()
    await expect(canvas.getByRole('separator', { name: 'Resize sidebar' })).toHaveAttribute(
      'aria-valuenow',
      '330',
    )
  },
}

export const WithSupport: Story = {
  args: { supportUrl: 'https://support.example.com/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'https://support.example.com/',
    )
  },
}

export const ResizeWithKeyboard: Story = {
  args: { onSidebarWidthChange: fn() },
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize sidebar' })
    await expect(handle).toHaveAttribute('aria-orientation', 'vertical')
    await expect(handle).toHaveAttribute('aria-valuemin', '250')
    await expect(handle).toHaveAttribute('aria-valuemax', '500')
    handle.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(handle).toHaveAttribute('aria-valuenow', '340')
    await expect(args.onSidebarWidthChange).toHaveBeenLastCalledWith(340)
    await userEvent.keyboard('{End}')
    await expect(handle).toHaveAttribute('aria-valuenow', '500')
    await userEvent.keyboard('{ArrowRight}')
    await expect(handle).toHaveAttribute('aria-valuenow', '500')
    await userEvent.keyboard('{Home}')
    await expect(handle).toHaveAttribute('aria-valuenow', '250')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}')
    await expect(handle).toHaveAttribute('aria-valuenow', '270')
    await expect(canvas.getByRole('complementary', { name: 'Sidebar' })).toHaveStyle({ width: '270px' })
  },
}

export const ResizeWithPointer: Story = {
  args: { onSidebarWidthChange: fn() },
  play: async ({ canvas, args }) => {
    const handle = canvas.getByRole('separator', { name: 'Resize sidebar' })
    const x = handle.getBoundingClientRect().left
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: 200 } },
      { coords: { clientX: x + 30, clientY: 210 } },
      { coords: { clientX: x + 70, clientY: 220 } },
      { keys: '[/MouseLeft]' },
    ])
    await expect(handle).toHaveAttribute('aria-valuenow', '400')
    await expect(args.onSidebarWidthChange).toHaveBeenLastCalledWith(400)
    // Dragging far past the limit stops at 500 px.
    const x2 = handle.getBoundingClientRect().left
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x2, clientY: 200 } },
      { coords: { clientX: x2 + 400, clientY: 200 } },
      { keys: '[/MouseLeft]' },
    ])
    await expect(handle).toHaveAttribute('aria-valuenow', '500')
  },
}

export const ControlledWidth: Story = {
  // The app holds the width (e.g. in local storage) and passes it back in.
  args: { sidebarWidth: 420, onSidebarWidthChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Sidebar' })).toHaveStyle({ width: '420px' })
  },
}

export const StoredWidthTooWide: Story = {
  // A stored width beyond the limits is drawn clamped (SPEC §2: 250–500 px).
  args: { sidebarWidth: 900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator', { name: 'Resize sidebar' })).toHaveAttribute(
      'aria-valuenow',
      '500',
    )
  },
}

export const WithoutSidebar: Story = {
  args: { sidebar: undefined, children: <Page>The dashboard has no sidebar.</Page> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull()
    await expect(canvas.queryByRole('separator')).toBeNull()
  },
}

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const skip = canvas.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toHaveFocus()
    await expect(skip).toHaveAttribute('href', '#main-content')
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content')
  },
}

const phone = (Story: () => ReactNode) => (
  <div style={{ width: 360, height: 640, border: '1px solid var(--gray-a6)' }}>
    <Story />
  </div>
)

export const Mobile: Story = {
  // Below md (1024 px) the simplified layout: no sidebar beside the content, the nav a bar at the bottom.
  args: { height: '100%', supportUrl: 'https://support.example.com/', locationPicker: undefined },
  decorators: [phone],
  parameters: { layout: 'padded' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('complementary')).toBeNull()
    await expect(canvas.queryByRole('separator')).toBeNull()
    await expect(canvasElement.querySelector('[data-breakpoint]')).toHaveAttribute('data-breakpoint', 'xxs')
    const nav = canvas.getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByText('Compute')).toBeVisible()
  },
}

export const Tablet: Story = {
  // 800 px is the sm breakpoint: still the mobile layout.
  args: { height: '100%' },
  decorators: [
    (Story) => (
      <div style={{ width: 800, height: 600, border: '1px solid var(--gray-a6)' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-breakpoint]')).toHaveAttribute('data-breakpoint', 'sm')
    await expect(canvas.queryByRole('complementary')).toBeNull()
  },
}

export const LongText: Story = {
  args: {
    brand: <Brand name="Cirrus Cloud Platform for Northern European Infrastructure" />,
    supportUrl: 'https://support.example.com/',
    children: (
      <Page>
        {'A very long paragraph describing machines in great detail, repeated so that it wraps over lines. '.repeat(
          8,
        )}
      </Page>
    ),
  },
}

export const Dark: Story = {
  args: { supportUrl: 'https://support.example.com/' },
  parameters: { appearance: 'dark' },
}
