/**
 * S3's XML (the 2006-03-01 namespace) with fast-xml-parser: answers are built from plain objects (text escaped by
 * the builder), request bodies (CompleteMultipartUpload, Delete) parsed with a size bound and no entities.
 */
import { XMLBuilder, XMLParser } from 'fast-xml-parser'

/** S3's namespace. */
export const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/'

const builder = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: false })
/** The predefined entities and character references of XML (no DOCTYPE entities are ever expanded). */
function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g, (_m, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10))
    return { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[name]!
  })
}

const parser = new XMLParser({
  ignoreAttributes: true,
  processEntities: false,
  parseTagValue: false,
  tagValueProcessor: (_name, value) => decodeEntities(value),
  isArray: (name) => name === 'Part' || name === 'Object',
})

/** `<?xml …?><Root xmlns=…>…</Root>` of a plain object (arrays become repeated elements). */
export function xml(root: string, body: Record<string, unknown>, namespace = true): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    builder.build({ [root]: namespace ? { '@_xmlns': S3_NAMESPACE, ...body } : body })
  )
}

/** Parses a request body; null when it is not well-formed XML. */
export function parseXml(text: string): Record<string, unknown> | null {
  try {
    return parser.parse(text, true) as Record<string, unknown>
  } catch {
    return null
  }
}
