import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { onPhone } from '@cirrus/app-kit'
import { helpAddresses, helpLinks, type HelpFacts } from './help-links'
import { HelpView } from './HelpView'
import { specScreen } from '@cirrus/app-kit'

const facts: HelpFacts = {
  pageUrl: 'https://console.acme.test/admin/help',
  graphqlPath: '/graphql',
  general: { support_url: null },
  graphqlAvailable: false,
  monitoringAvailable: false,
}

const meta = {
  title: 'Admin/Platform/Help',
  component: HelpView,
  args: { ...helpAddresses(facts.pageUrl, facts.graphqlPath), links: helpLinks(facts) },
  parameters: { ...specScreen('SPEC §2 /admin/help', 'The admin help page'), layout: 'fullscreen' },
} satisfies Meta<typeof HelpView>
export default meta
type Story = StoryObj<typeof meta>

/** A platform with nothing extra configured: the addresses and the API documentation. */
export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('https://api.acme.test/v1')).toBeVisible()
    await expect(canvas.getByText('https://api.acme.test/graphql')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Admin API documentation' })).toHaveAttribute(
      'href',
      'https://console.acme.test/api-docs#/admin',
    )
    await expect(canvas.queryByRole('link', { name: 'Support tickets' })).toBeNull()
  },
}

/** Everything exists or is configured. */
export const EveryLink: Story = {
  args: {
    links: helpLinks({
      ...facts,
      general: { support_url: 'https://support.acme.test' },
      graphqlAvailable: true,
      monitoringAvailable: true,
      docsUrl: 'https://docs.acme.test',
      releaseNotesUrl: 'https://docs.acme.test/releases',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'GraphQL explorer' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Support tickets' })).toBeVisible()
  },
}

export const Loading: Story = { args: { links: undefined } }

export const Mobile: Story = { ...onPhone }
