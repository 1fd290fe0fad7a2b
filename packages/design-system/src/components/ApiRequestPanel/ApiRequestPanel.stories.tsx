import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { ApiRequestPanel } from './ApiRequestPanel'

/** Headless Chromium has no clipboard permission: the stories copy into a stub. */
const writeText = fn(async (_text: string) => {})

const curl = [
  'curl -X POST https://console.example/v1/tll01/storage/disks \\',
  '  -H "apikey: $WARREN_API_TOKEN" \\',
  '  --data-urlencode size_gb=20 \\',
  "  --data-urlencode 'display_name=data disk'",
].join('\n')

const terraform = [
  'resource "warren_disk" "data_disk" {',
  '  billing_account = 12',
  '  size_in_gb      = 20',
  '}',
  '',
].join('\n')

const longCurl = [
  'curl -X POST https://console.example/v1/tll01/user-resource/vm \\',
  '  -H "apikey: $WARREN_API_TOKEN" \\',
  "  --data-urlencode 'name=web-server-with-a-rather-long-name-for-the-production-environment' \\",
  '  --data-urlencode os_name=ubuntu \\',
  '  --data-urlencode os_version=24.04 \\',
  '  --data-urlencode disks=40 \\',
  '  --data-urlencode vcpu=4 \\',
  '  --data-urlencode ram=8192 \\',
  '  --data-urlencode username=ada \\',
  "  --data-urlencode 'public_key=ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl ada@example.com' \\",
  "  --data-urlencode 'cloud_init=#cloud-config",
  'package_update: true',
  'packages:',
  '  - nginx',
  '  - postgresql-client',
  'write_files:',
  '  - path: /etc/nginx/sites-enabled/default',
  '    content: |',
  '      server {',
  '        listen 80;',
  '        location / { proxy_pass http://127.0.0.1:3000; }',
  '      }',
  'runcmd:',
  "  - systemctl restart nginx' \\",
  '  --data-urlencode network_uuid=5e6b4a3c-2d1f-4e0a-9b8c-7d6e5f4a3b2c \\',
  '  --data-urlencode billing_account_id=12 \\',
  '  --data-urlencode reserve_public_ip=true \\',
  '  --data-urlencode backup=false',
].join('\n')

const meta = {
  title: 'Design System/ApiRequestPanel',
  component: ApiRequestPanel,
  args: { curl, terraform },
  // Room for the ghost button, which lines its text up with the content edge.
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard')
    }
  },
} satisfies Meta<typeof ApiRequestPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show API request' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByRole('tab')).toBeNull()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('region', { name: 'curl command' })).toHaveTextContent(
      '--data-urlencode size_gb=20',
    )
    await userEvent.click(toggle)
    await expect(canvas.queryByRole('region', { name: 'curl command' })).toBeNull()
  },
}

export const OpenCurl: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Copy curl command' }))
    await expect(writeText).toHaveBeenCalledWith(curl)
    await waitForCopyFeedbackToLeave(canvas)
  },
}

export const OpenTerraform: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Terraform' }))
    await expect(canvas.getByRole('region', { name: 'Terraform configuration' })).toHaveTextContent(
      'resource "warren_disk" "data_disk"',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Terraform configuration' }))
    await expect(writeText).toHaveBeenCalledWith(terraform)
    await waitForCopyFeedbackToLeave(canvas)
  },
}

/** A call Terraform has no resource for (a VM start): no Terraform tab. */
export const CurlOnly: Story = {
  args: {
    defaultOpen: true,
    terraform: undefined,
    curl: [
      'curl -X POST https://console.example/v1/tll01/user-resource/vm/start \\',
      '  -H "apikey: $WARREN_API_TOKEN" \\',
      '  --data-urlencode uuid=5e6b4a3c-2d1f-4e0a-9b8c-7d6e5f4a3b2c',
    ].join('\n'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'curl' })).toBeVisible()
    await expect(canvas.queryByRole('tab', { name: 'Terraform' })).toBeNull()
  },
}

/**
 * An action that makes several calls one after the other (a delegation group, then each user): one script, in
 * order, each call under a numbered comment; a later call reads the id an earlier one answers from a variable.
 */
export const SeveralCalls: Story = {
  args: {
    defaultOpen: true,
    terraform: undefined,
    curl: [
      {
        title: 'Create the group; set GROUP_ID to the id it answers',
        curl: [
          'curl -X POST https://console.example/v1/user-resource/access_group \\',
          '  -H "apikey: $WARREN_API_TOKEN" \\',
          "  -H 'Content-Type: application/json' \\",
          '  --data-raw \'{"name":"operators"}\'',
        ].join('\n'),
      },
      ...['bob@example.com', 'carol@example.com'].map((user) => ({
        title: `Add ${user}`,
        curl: [
          'curl -X POST "https://console.example/v1/user-resource/access_group/$GROUP_ID/impersonation" \\',
          '  -H "apikey: $WARREN_API_TOKEN" \\',
          "  -H 'Content-Type: application/json' \\",
          `  --data-raw '{"grantee_username":"${user}"}'`,
        ].join('\n'),
      })),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^3 calls, one after the other\./)).toBeVisible()
    const script = canvas.getByRole('region', { name: 'curl commands' })
    await expect(script).toHaveTextContent('# 1. Create the group; set GROUP_ID to the id it answers')
    await expect(script).toHaveTextContent('# 3. Add carol@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Copy curl commands' }))
    await expect(writeText).toHaveBeenCalledWith(
      expect.stringMatching(/^# 1\. Create the group[^]*# 3\. Add carol/),
    )
    await waitForCopyFeedbackToLeave(canvas)
  },
}

/** A long command scrolls inside its block (sideways too on a phone); the block takes focus to scroll. */
export const LongCommand: Story = {
  args: { defaultOpen: true, curl: longCurl },
  play: async ({ canvas }) => {
    const block = canvas.getByRole('region', { name: 'curl command' })
    await expect(block.scrollHeight).toBeGreaterThan(block.clientHeight)
  },
}

export const Mobile: Story = {
  args: { defaultOpen: true, curl: longCurl },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const block = canvas.getByRole('region', { name: 'curl command' })
    // The page itself never scrolls sideways: only the code block does.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390)
    await expect(block.scrollWidth).toBeGreaterThan(block.clientWidth)
  },
}

/**
 * The picture is the panel at rest: "Copied" leaves after its 2 s, which a busy machine can straddle between the
 * light and the dark picture (CopyButton's own stories keep it on screen with a long `feedbackMs`).
 */
async function waitForCopyFeedbackToLeave(canvas: { queryByText: (text: string) => HTMLElement | null }) {
  await waitFor(() => expect(canvas.queryByText('Copied')).not.toBeInTheDocument(), { timeout: 5000 })
}
