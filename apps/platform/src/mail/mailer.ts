/**
 * Outgoing mail (README "Mail"). The platform sends few mails (the sign-up link, CONTRACTS "POST /auth/sign-up")
 * and hands them to a {@link Mailer}:
 * - {@link OutboxMailer} (the server's): each mail is one RFC 5322 `.eml` file in an outbox folder
 *   (`MAIL_OUTBOX_DIR`, default `<data folder>/outbox`), written atomically (temporary name, then rename), for
 *   the operator's mail transfer agent to pick up (or a person to read on a development machine). The log names
 *   the file, never the content: a sign-up link is a credential.
 * - {@link MemoryMailer} (tests'): keeps the mails in memory.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'

/** One plain-text mail. */
export type Mail = { to: string; subject: string; text: string }

/** Where the platform's mails go. */
export type Mailer = { send(mail: Mail): Promise<void> }

/** Keeps every mail in {@link MemoryMailer.sent} (tests). */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = []
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail)
  }
}

/** A header value without line breaks (no header injection through a name or an address). */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ')
}

/** The mail as an RFC 5322 message (UTF-8 text, quoted-printable free: 8bit, lines as written). */
export function toEml(mail: Mail, from: string, date: Date, id: string): string {
  const headers = [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(mail.to)}`,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${id}@cirrus.invalid>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ]
  return `${headers.join('\r\n')}\r\n\r\n${mail.text.replace(/\r?\n/g, '\r\n')}\r\n`
}

/** Writes each mail as `<time>-<id>.eml` into `folder`. */
export class OutboxMailer implements Mailer {
  constructor(
    readonly folder: string,
    private readonly from: string,
    private readonly onSent: (file: string) => void = () => {},
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async send(mail: Mail): Promise<void> {
    mkdirSync(this.folder, { recursive: true })
    const now = this.clock()
    const id = randomUUID()
    const name = `${now.toISOString().replace(/[:.]/g, '-')}-${id}.eml`
    const temporary = join(this.folder, `.${name}.tmp`)
    writeFileSync(temporary, toEml(mail, this.from, now, id), { mode: 0o600 })
    renameSync(temporary, join(this.folder, name))
    this.onSent(name)
  }
}
