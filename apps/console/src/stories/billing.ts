/** Story helper: a detail page's "Change billing account" dialog, opened and given another account. */
import { expect, userEvent, within } from 'storybook/test'

/**
 * Opens the page's "Change billing account" dialog, checks that submit waits for a different account, picks
 * `title` and returns the dialog and its submit button.
 */
export async function chooseOtherBillingAccount(canvasElement: HTMLElement, title: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change billing account' }))
  const body = within(document.body)
  const dialog = body.getByRole('dialog')
  const submit = within(dialog).getByRole('button', { name: 'Change billing account' })
  await expect(submit).toBeDisabled()
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Billing account' }))
  await userEvent.click(await body.findByRole('option', { name: title }))
  return { dialog, submit }
}
