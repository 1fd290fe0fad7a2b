import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Box } from '@radix-ui/themes'
import { onPhone, storyLink, useStoryTableQuery } from '../../stories/helpers'
import { SectionView } from '../section/SectionView'
import { AccessListView, type AccessListViewProps } from './AccessListView'
import { AccessSectionListView } from './AccessSectionList'
import { groupRowsData, tokenRowsData } from './story-data'
import { specScreen } from '@cirrus/app-kit'

const meta = {
  title: 'Console/Access/Access list',
  component: AccessListView,
  args: { tokens: tokenRowsData, groups: groupRowsData, timeZone: 'UTC', renderLink: storyLink },
  parameters: {
    ...specScreen('SPEC §2 side nav "access"', 'The access section: delegation groups and API tokens'),
    layout: 'fullscreen',
  },
} satisfies Meta<typeof AccessListView>
export default meta
type Story = StoryObj<typeof meta>

export const Populated: Story = {
  tags: ['dark'],
  play: async ({ canvas }) => {
    const tokens = canvas.getByRole('table', { name: 'API tokens' })
    await expect(within(tokens).getAllByRole('row')).toHaveLength(4)
    await expect(within(tokens).getByRole('link', { name: 'GitHub Actions deploy' })).toHaveAttribute(
      'href',
      '/access/token/7/',
    )
    await expect(within(tokens).getByText('Global')).toBeVisible()
    // SPEC §3: a group with a billing account is 'restricted'.
    const groups = canvas.getByRole('table', { name: 'Delegation groups' })
    const accountants = within(groups).getByRole('row', { name: /Accountants/ })
    await expect(within(accountants).getByText('restricted')).toBeVisible()
    await expect(within(groups).getByRole('row', { name: /Operations team/ })).toHaveTextContent(
      'Every resource',
    )
    await expect(canvas.getByRole('link', { name: 'Create API token' })).toHaveAttribute(
      'href',
      '/access/create/api_token',
    )
    await expect(canvas.getByRole('link', { name: 'Create delegation group' })).toHaveAttribute(
      'href',
      '/access/create/access_delegation',
    )
  },
}

export const Loading: Story = { args: { tokens: undefined, groups: undefined } }

/** The `access_delegation` feature off (SPEC §6): only the tokens. */
export const TokensOnly: Story = {
  args: { showGroups: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'API tokens' })).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Delegation groups' })).toBeNull()
  },
}

export const Empty: Story = {
  args: { tokens: [], groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No API tokens yet')).toBeVisible()
    await expect(canvas.getByText('No delegation groups yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create API token' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: {
    tokens: undefined,
    tokensError: 'Network error: Failed to fetch',
    onRetryTokens: () => {},
    groups: undefined,
    groupsError: 'Network error: Failed to fetch',
    onRetryGroups: () => {},
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(2)
  },
}

/** The sidebar beside the content on larger screens: tokens above, groups below, no prices (they cost nothing). */
export const Sidebar: Story = {
  render: () => (
    <Box width="330px" height="700px">
      <AccessSectionListView
        tokens={tokenRowsData}
        groups={groupRowsData}
        activeId="token:8"
        renderLink={storyLink}
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    const tokens = canvas.getByRole('list', { name: 'API tokens' })
    await expect(within(tokens).getAllByRole('listitem')).toHaveLength(3)
    await expect(within(tokens).getByRole('link', { name: /Terraform/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const groups = canvas.getByRole('list', { name: 'Delegation groups' })
    await expect(within(groups).getByText('Restricted to Project account 2 · 0 users')).toBeVisible()
  },
}

/** /section/access on a phone: the same compact lists, full-screen. */
export const Mobile: Story = {
  ...onPhone,
  render: () => (
    <SectionView renderLink={storyLink}>
      <AccessSectionListView tokens={tokenRowsData} groups={groupRowsData} renderLink={storyLink} />
    </SectionView>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /GitHub Actions deploy/ })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Operations team/ })).toBeVisible()
  },
}

/** The section page on a phone: the tables keep what matters. */
export const MobileTable: Story = {
  ...onPhone,
  play: async ({ canvas }) => {
    const tokens = canvas.getByRole('table', { name: 'API tokens' })
    await expect(
      within(tokens)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Description', 'Scope'])
  },
}

/** The page with each table's query held in the story (the route keeps it in the URL, issue 18). */
function WithQueries({ tokenSearch, ...props }: AccessListViewProps & { tokenSearch?: string }) {
  const tokensQuery = useStoryTableQuery({ search: tokenSearch })
  const groupsQuery = useStoryTableQuery()
  return <AccessListView {...props} tokensQuery={tokensQuery} groupsQuery={groupsQuery} />
}

/** Searching the tokens and filtering the groups by what they share (issue 18 "Filters and URLs"). */
export const Filtered: Story = {
  render: (args) => <WithQueries {...args} />,
  play: async ({ canvas }) => {
    const tokens = canvas.getByRole('table', { name: 'API tokens' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search api tokens' }), 'deploy')
    await waitFor(() => expect(within(tokens).getAllByRole('row')).toHaveLength(2))
    await expect(within(tokens).getByRole('link', { name: 'GitHub Actions deploy' })).toBeVisible()
    const groups = canvas.getByRole('table', { name: 'Delegation groups' })
    await userEvent.click(within(groups).getByRole('button', { name: 'Filter Shares' }))
    await userEvent.type(within(document.body).getByRole('textbox', { name: 'Filter Shares' }), 'restricted')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(within(groups).getAllByRole('row')).toHaveLength(2))
    await expect(within(groups).getByRole('link', { name: 'Accountants' })).toBeVisible()
  },
}

/** A search that matches no token says so. */
export const FilteredEmpty: Story = {
  render: (args) => <WithQueries {...args} tokenSearch="no-such-token" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing matches the search or filters.')).toBeVisible()
  },
}
