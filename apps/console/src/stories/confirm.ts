/** Story helper: confirm the open alert dialog named `title` with its `button`, and wait until it has closed. */
import { expect, userEvent, waitFor, within } from 'storybook/test'

export async function confirmIn(title: string, button: string) {
  const body = within(document.body)
  const dialog = body.getByRole('alertdialog', { name: title })
  await userEvent.click(within(dialog).getByRole('button', { name: button }))
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull())
  // Focus went back to the button that opened the dialog (right for keyboard users); the story's picture is
  // the page at rest, without that focus ring.
  ;(document.activeElement as HTMLElement | null)?.blur()
}
