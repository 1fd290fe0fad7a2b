import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test'
import { FileDropZone } from './FileDropZone'
import type { FileUpload } from './upload-progress'

const MB = 1024 * 1024

const uploads: FileUpload[] = [
  { id: '1', name: 'report-2026-q3.pdf', loaded: 3 * MB, total: 12 * MB, status: 'uploading' },
  { id: '2', name: 'logo.svg', loaded: 18_432, total: 18_432, status: 'done' },
  {
    id: '3',
    name: 'backup.tar.gz',
    loaded: 40 * MB,
    total: 120 * MB,
    status: 'failed',
    error: 'Network error',
  },
]

/** A drag event carrying files, as a browser dispatches it for a drop from the desktop. */
function dragEvent(type: string, dataTransfer: object) {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'dataTransfer', { value: dataTransfer })
  return event
}

const meta = {
  title: 'Design System/FileDropZone',
  component: FileDropZone,
  args: { onFiles: fn(), hint: 'Files go into photos/2026/' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{<Story />}</div>],
} satisfies Meta<typeof FileDropZone>
export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Drop files here to upload')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription(
      'Files go into photos/2026/',
    )
    await expect(args.onFiles).not.toHaveBeenCalled()
  },
}

export const DropFiles: Story = {
  play: async ({ canvas, args }) => {
    const zone = canvas.getByRole('group', { name: 'Drop files here to upload' })
    const a = new File(['hello'], 'a.txt', { type: 'text/plain' })
    const b = new File(['world'], 'b.txt', { type: 'text/plain' })
    const dataTransfer = { files: [a, b], items: [], dropEffect: 'none' }
    fireEvent(zone, dragEvent('dragenter', dataTransfer))
    await expect(zone).toHaveAccessibleName('Release to upload')
    fireEvent(zone, dragEvent('drop', dataTransfer))
    await expect(args.onFiles).toHaveBeenCalledWith([a, b])
    await expect(canvas.getByText('Drop files here to upload')).toBeVisible()
  },
}

export const PickFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!
    await expect(input.multiple).toBe(true)
    const file = new File(['x'], 'picked.txt')
    await userEvent.upload(input, [file])
    await expect(args.onFiles).toHaveBeenCalledWith([file])
  },
}

export const Uploading: Story = {
  args: { uploads: uploads.slice(0, 1) },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload of report-2026-q3.pdf' })
    await expect(bar).toHaveAttribute('aria-valuenow', '25')
    await expect(canvas.getByText('3 MB of 12 MB')).toBeVisible()
  },
}

export const DoneAndFailed: Story = {
  args: { uploads, onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed: Network error')
    await expect(canvas.queryByRole('button', { name: 'Dismiss report-2026-q3.pdf' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss backup.tar.gz' }))
    await expect(args.onDismiss).toHaveBeenCalledWith('3')
    const list = canvas.getByRole('list', { name: 'Uploads' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    // Picture it without the button's focus ring, which Chromium repaints differently from run to run.
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}

export const Disabled: Story = {
  args: { disabled: true, label: 'Uploads are paused' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeDisabled()
  },
}

export const Large: Story = { args: { size: '2' } }
