import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { OutboxMailer } from './mailer.js'

describe('the outbox mailer', () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'cirrus-outbox-')), 'outbox')
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('writes each mail as one readable .eml file, only for its owner, and logs the file, never the content', async () => {
    const logged: string[] = []
    const mailer = new OutboxMailer(
      folder,
      'Cirrus <no-reply@cirrus.invalid>',
      (file) => logged.push(file),
      () => new Date('2026-11-25T08:00:00Z'),
    )
    await mailer.send({
      to: 'ada@example.test',
      subject: 'Finish creating\r\nBcc: x@evil.test',
      text: 'Line 1\nLine 2',
    })
    const files = readdirSync(folder)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^2026-11-25T08-00-00-000Z-[0-9a-f-]+\.eml$/)
    expect(logged).toEqual(files)
    const path = join(folder, files[0]!)
    expect(statSync(path).mode & 0o777).toBe(0o600)
    const eml = readFileSync(path, 'utf8')
    expect(eml).toContain('To: ada@example.test\r\n')
    // A line break in a header cannot add a header.
    expect(eml).toContain('Subject: Finish creating Bcc: x@evil.test\r\n')
    expect(eml).not.toMatch(/^Bcc:/m)
    expect(eml).toContain('Date: Wed, 25 Nov 2026 08:00:00 GMT\r\n')
    expect(eml.split('\r\n\r\n')[1]).toBe('Line 1\r\nLine 2\r\n')
  })
})
