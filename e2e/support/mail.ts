/**
 * The mails the product under test sent: the platform writes each as an .eml file into its outbox folder
 * (MAIL_OUTBOX_DIR, set by playwright.config.ts), as it would hand them to an operator's mail transfer agent.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'

/** One mail: its headers of interest and its text. */
export type SentMail = { to: string; subject: string; text: string }

function outbox(): string {
  const folder = process.env.E2E_MAIL_OUTBOX
  if (!folder) throw new Error('E2E_MAIL_OUTBOX is not set (playwright.config.ts sets it)')
  return folder
}

/** Every mail sent to `to` so far, oldest first. */
export function mailsTo(to: string): SentMail[] {
  let files: string[] = []
  try {
    files = readdirSync(outbox()).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
  return files
    .sort()
    .map((file) => readFileSync(path.join(outbox(), file), 'utf8'))
    .map((eml) => {
      const [head = '', ...body] = eml.split('\r\n\r\n')
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1]?.trim() ?? ''
      return { to: header('To'), subject: header('Subject'), text: body.join('\r\n\r\n') }
    })
    .filter((mail) => mail.to === to)
}

/** Waits for the `count`-th mail to `to` (1-based) and returns it. */
export async function waitForMail(to: string, count = 1): Promise<SentMail> {
  await expect
    .poll(() => mailsTo(to).length, { message: `mail number ${count} to ${to}` })
    .toBeGreaterThanOrEqual(count)
  return mailsTo(to)[count - 1]!
}

/** The first link in a mail's text. */
export function linkIn(mail: SentMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`no link in the mail "${mail.subject}"`)
  return link
}
