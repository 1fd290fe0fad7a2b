import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box, Flex } from '@radix-ui/themes'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { CardPicker } from './CardPicker'
import { LocationPicker, type LocationOption } from './LocationPicker'
import { OsImagePicker, type OsImageOption } from './OsImagePicker'
import { cardPickerSizes } from './CardPicker.variants'

const locations: LocationOption[] = [
  { value: 'tll1', name: 'Tallinn', countryCode: 'ee', description: 'Estonia · Data centre TLL1' },
  { value: 'jkt1', name: 'Jakarta', countryCode: 'id', description: 'Indonesia · Data centre JKT1' },
  { value: 'sgp1', name: 'Singapore', countryCode: 'sg', description: 'Singapore · Data centre SGP1' },
]

/** Icons as the platform sends them: bare base64 (SPEC §3). Drawn here so the stories need no files. */
const svgIcon = (body: string) =>
  btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`)

const images: OsImageOption[] = [
  {
    value: 'ubuntu',
    name: 'Ubuntu',
    icon: svgIcon(
      '<circle cx="16" cy="16" r="15" fill="#E95420"/><circle cx="16" cy="16" r="7" fill="none" stroke="#fff" stroke-width="3"/>',
    ),
    versions: [
      { value: '24.04', label: '24.04 LTS', published: true },
      { value: '22.04', label: '22.04 LTS', published: true },
      { value: '25.04', label: '25.04', published: false },
    ],
  },
  {
    value: 'debian',
    name: 'Debian',
    icon: svgIcon(
      '<circle cx="16" cy="16" r="15" fill="#A80030"/><path d="M11 9h6a7 7 0 0 1 0 14h-6z" fill="#fff"/>',
    ),
    versions: [
      { value: '13', label: '13 (trixie)', published: false },
      { value: '12', label: '12 (bookworm)', published: true },
    ],
  },
  {
    value: 'windows',
    name: 'Windows Server',
    description: 'Licence billed by the hour',
    icon: svgIcon(
      '<rect x="2" y="2" width="13" height="13" fill="#0078D4"/><rect x="17" y="2" width="13" height="13" fill="#0078D4"/><rect x="2" y="17" width="13" height="13" fill="#0078D4"/><rect x="17" y="17" width="13" height="13" fill="#0078D4"/>',
    ),
    versions: [{ value: '2022', label: '2022 Datacenter', published: true }],
  },
  {
    value: 'rocky',
    name: 'Rocky Linux',
    icon: svgIcon(
      '<circle cx="16" cy="16" r="15" fill="#10B981"/><path d="M6 24l7-10 5 6 3-4 5 8z" fill="#fff"/>',
    ),
    versions: [{ value: '9', label: '9', published: true }],
  },
]

const meta = {
  title: 'Design System/CardPicker',
  component: CardPicker,
  args: {
    label: 'Location',
    options: locations.map((l) => ({ value: l.value, title: l.name, description: l.description })),
    defaultValue: 'tll1',
    onValueChange: fn(),
  },
  render: (args) => (
    <Box width="760px">
      <LocationPicker {...args} locations={locations} />
    </Box>
  ),
} satisfies Meta<typeof CardPicker>
export default meta
type Story = StoryObj<typeof meta>

export const Locations: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Location' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Tallinn' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Jakarta' })).toHaveAccessibleDescription(
      'Indonesia · Data centre JKT1',
    )
  },
}

/** Arrow keys move the choice; the group is one Tab stop. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Tallinn' })).toHaveFocus()
    // Hold the key: Radix checks the newly focused card only while an arrow key is down, as with a real press.
    await userEvent.keyboard('{ArrowRight>}')
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Jakarta' })).toBeChecked())
    await userEvent.keyboard('{/ArrowRight}')
    await expect(args.onValueChange).toHaveBeenCalledWith('jkt1')
  },
}

export const NoSelection: Story = { args: { defaultValue: undefined } }

export const DisabledOption: Story = {
  render: (args) => (
    <Box width="760px">
      <LocationPicker
        {...args}
        locations={locations.map((l) =>
          l.value === 'sgp1' ? { ...l, disabled: true, description: 'Out of capacity' } : l,
        )}
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Singapore' })).toBeDisabled()
  },
}

export const Error: Story = {
  args: {
    defaultValue: undefined,
    error: 'Choose a location.',
    hint: 'Resources stay in the location you choose.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Location' })).toHaveAccessibleDescription(
      'Choose a location. Resources stay in the location you choose.',
    )
  },
}

export const FlagImages: Story = {
  render: (args) => (
    <Box width="760px">
      <LocationPicker
        {...args}
        locations={locations.map((l) => ({
          ...l,
          flagSrc: `data:image/svg+xml;base64,${btoa(
            l.countryCode === 'ee'
              ? '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 21"><rect width="33" height="7" fill="#0072CE"/><rect y="7" width="33" height="7"/><rect y="14" width="33" height="7" fill="#fff"/></svg>'
              : l.countryCode === 'id'
                ? '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="1" fill="#CE1126"/><rect y="1" width="3" height="1" fill="#fff"/></svg>'
                : '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2"><rect width="3" height="1" fill="#EF3340"/><rect y="1" width="3" height="1" fill="#fff"/></svg>',
          )}`,
        }))}
      />
    </Box>
  ),
}

export const LongText: Story = {
  render: (args) => (
    <Box width="520px">
      <LocationPicker
        {...args}
        label="Location of the virtual machine and every disk attached to it"
        locations={[
          {
            value: 'jkt2',
            name: 'Jakarta South availability zone B (Cyber 2 Tower)',
            countryCode: 'id',
            description:
              'Indonesia · Tier III data centre with direct peering to the Indonesian Internet Exchange',
          },
          ...locations,
        ]}
        defaultValue="jkt2"
      />
    </Box>
  ),
}

export const NarrowWidth: Story = {
  render: (args) => (
    <Box width="320px">
      <LocationPicker {...args} locations={locations} />
    </Box>
  ),
}

export const AllSizes: Story = {
  render: (args) => (
    <Flex direction="column" gap="5" width="760px">
      {cardPickerSizes.map((size) => (
        <LocationPicker
          key={size}
          {...args}
          size={size}
          label={`Location (size ${size})`}
          locations={locations}
        />
      ))}
    </Flex>
  ),
}

export const OsImages: Story = {
  render: (args) => (
    <Box width="760px">
      <OsImagePicker
        images={images}
        defaultValue={{ image: 'ubuntu', version: '24.04' }}
        onValueChange={args.onValueChange}
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Ubuntu' })).toBeChecked()
    await expect(canvas.getByRole('combobox', { name: 'Version' })).toHaveTextContent('24.04 LTS')
  },
}

/** Choosing another image picks its first published version, and the version select moves into its card. */
export const OsChooseImage: Story = {
  render: OsImages.render,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Debian' }))
    await expect(args.onValueChange).toHaveBeenCalledWith({ image: 'debian', version: '12' })
    await expect(canvas.getAllByRole('combobox', { name: 'Version' })).toHaveLength(1)
    await expect(canvas.getByRole('combobox', { name: 'Version' })).toHaveTextContent('12 (bookworm)')
  },
}

/** Administrators see unpublished versions, marked '(unpublished)' (SPEC §4). */
export const OsUnpublishedVersion: Story = {
  render: (args) => (
    <Box width="760px">
      <OsImagePicker
        images={images}
        defaultValue={{ image: 'ubuntu', version: '25.04' }}
        onValueChange={args.onValueChange}
      />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Version' })).toHaveTextContent('25.04 (unpublished)')
  },
}

/** An image without an icon gets a generic one. */
export const OsNoIcon: Story = {
  render: (args) => (
    <Box width="760px">
      <OsImagePicker
        images={images.map((image) => ({ ...image, icon: image.value === 'rocky' ? null : image.icon }))}
        defaultValue={{ image: 'rocky', version: '9' }}
        onValueChange={args.onValueChange}
      />
    </Box>
  ),
}

export const OsNarrowWidth: Story = {
  render: (args) => (
    <Box width="320px">
      <OsImagePicker
        images={images.slice(0, 2)}
        defaultValue={{ image: 'debian', version: '12' }}
        onValueChange={args.onValueChange}
      />
    </Box>
  ),
}

export const Dark: Story = {
  parameters: { appearance: 'dark' },
  render: (args) => (
    <Flex direction="column" gap="5" width="760px">
      <LocationPicker {...args} locations={locations} />
      <OsImagePicker images={images} defaultValue={{ image: 'ubuntu', version: '24.04' }} />
    </Flex>
  ),
}
