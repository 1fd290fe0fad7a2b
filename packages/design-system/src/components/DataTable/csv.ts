/**
 * CSV export of a table (ADMIN-NOTES "Export CSV": everything under the tab, whatever the filters say). RFC 4180:
 * fields are separated by commas, records end with CRLF, and a field holding a comma, a double quote, CR or LF
 * is put in double quotes with its quotes doubled. A text that starts like a formula (=, +, -, @, tab, CR) gets a
 * leading apostrophe so a spreadsheet shows it rather than running it (OWASP "CSV injection"); numbers are
 * written as numbers.
 */

/** One exported value. `null`/`undefined` export as an empty field; a Date as its ISO 8601 UTC time. */
export type CsvValue = string | number | bigint | boolean | Date | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** A text field as CSV: formula-like text defused, quoted when it holds a separator, a quote or a line break. */
export function escapeCsvField(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One value as a CSV field. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString()
  return escapeCsvField(value)
}

/** A header line and one line per row, CRLF-terminated (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header.map(escapeCsvField), ...rows.map((row) => row.map(csvField))]
    .map((fields) => `${fields.join(',')}\r\n`)
    .join('')
}

/**
 * Reads CSV text back into records of fields (RFC 4180; quoted fields may hold commas, quotes and line breaks).
 * The inverse of {@link toCsv} for texts that do not start like a formula; the tests use it to check the export.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += char
  }
  if (field !== '' || record.length) records.push([...record, field])
  return records
}
