import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvField, escapeCsvField, parseCsv, toCsv } from './csv'

// Text that cannot start like a formula, so it round-trips unchanged.
const plainText = fc.string({ unit: 'grapheme-composite' }).filter((s) => !/^[=+\-@\t\r]/.test(s))
const anyText = fc.string({ unit: 'grapheme-composite' })
const withSpecials = fc.stringMatching(/^[a-z",\r\n =+@-]{0,12}$/)

describe('escapeCsvField', () => {
  it('leaves plain text alone', () => {
    expect(escapeCsvField('web-1')).toBe('web-1')
  })
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(escapeCsvField('a,b')).toBe('"a,b"')
    expect(escapeCsvField('say "hi"')).toBe('"say ""hi"""')
    expect(escapeCsvField('two\nlines')).toBe('"two\nlines"')
    expect(escapeCsvField('cr\r')).toBe('"cr\r"')
  })
  it('defuses text that starts like a spreadsheet formula', () => {
    expect(escapeCsvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(escapeCsvField('+1')).toBe("'+1")
    expect(escapeCsvField('-1')).toBe("'-1")
    expect(escapeCsvField('@SUM(A1)')).toBe("'@SUM(A1)")
  })
  it('round-trips any text that is not formula-like (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          plainText,
          withSpecials.filter((s) => !/^[=+\-@\r]/.test(s)),
        ),
        (text) => {
          expect(parseCsv(`${escapeCsvField(text)}\r\n`)).toEqual([[text]])
        },
      ),
    )
  })
  it('never lets a field start a formula and never leaves a separator unquoted (property)', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, withSpecials), (text) => {
        const field = escapeCsvField(text)
        const inner = field.startsWith('"') ? field.slice(1, -1) : field
        expect(inner).not.toMatch(/^[=+\-@\t\r]/)
        if (/[",\r\n]/.test(text)) expect(field.startsWith('"') && field.endsWith('"')).toBe(true)
        // Quotes inside a quoted field always come in pairs.
        expect(inner.replaceAll('""', '')).not.toContain('"')
      }),
    )
  })
})

describe('csvField', () => {
  it('writes numbers as numbers (negative ones too), empties as empty, dates in UTC', () => {
    expect(csvField(-1.5)).toBe('-1.5')
    expect(csvField(12n)).toBe('12')
    expect(csvField(Number.NaN)).toBe('')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(true)).toBe('true')
    expect(csvField(new Date(Date.UTC(2026, 10, 25, 10, 0)))).toBe('2026-11-25T10:00:00.000Z')
    expect(csvField(new Date(Number.NaN))).toBe('')
  })
})

describe('toCsv', () => {
  it('writes a header and CRLF-terminated records', () => {
    expect(
      toCsv(
        ['Name', 'Cost'],
        [
          ['web, 1', 1.25],
          ['db', null],
        ],
      ),
    ).toBe('Name,Cost\r\n"web, 1",1.25\r\ndb,\r\n')
  })
  it('keeps every row and field in order, whatever the text (property)', () => {
    const table = fc.array(
      fc.array(
        fc.oneof(
          plainText,
          withSpecials.filter((s) => !/^[=+\-@\r]/.test(s)),
        ),
        {
          minLength: 2,
          maxLength: 2,
        },
      ),
    )
    fc.assert(
      fc.property(table, (rows) => {
        expect(parseCsv(toCsv(['A', 'B'], rows))).toEqual([['A', 'B'], ...rows])
      }),
    )
  })
})
