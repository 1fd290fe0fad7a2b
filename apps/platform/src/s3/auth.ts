/**
 * AWS Signature Version 4 of S3 requests, verified by recomputing the signature with `@smithy/signature-v4` (the
 * AWS SDK's own signer) from the request as received and the secret of the access key, then comparing in constant
 * time: header auth (`Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…`) and presigned
 * URLs (`X-Amz-Algorithm`, `X-Amz-Credential`, `X-Amz-Date`, `X-Amz-Expires`, `X-Amz-SignedHeaders`,
 * `X-Amz-Signature`). Keys are the ones customers generate with `POST /v1/storage/user/keys`; their secrets are
 * stored sealed (services/sealed.ts), because verifying a signature needs the secret itself, not a hash of it.
 *
 * Time: a signature dated more than 15 minutes from the server's wall clock is RequestTimeTooSkewed (S3's
 * window), a presigned URL past `X-Amz-Date + X-Amz-Expires` (at most 7 days) is AccessDenied "Request has
 * expired". Any region name is accepted (the scope's region is used to verify; `us-east-1` is the usual one).
 */
import { timingSafeEqual } from 'node:crypto'
import { Hash } from '@smithy/core/serde'
import { SignatureV4 } from '@smithy/signature-v4'
import { S3Error } from './errors.js'

/** The payload hash S3 clients send for a body they did not hash. */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD'

/** A request as the verifier needs it. */
export type SignedRequest = {
  method: string
  /** The URL as received (path and query still %-encoded as the client sent them). */
  url: URL
  /** Header lookup (case-insensitive). */
  header: (name: string) => string | undefined
}

/** What a verified request proved: who signed it, and how to verify the chunks of a streamed body. */
export type Verified = {
  accessKey: string
  /** The payload hash the client signed: a hex SHA-256, UNSIGNED-PAYLOAD or a STREAMING-… mode. */
  payloadHash: string
  /** Signs a string with the request's signing key (the chunk signatures of aws-chunked bodies). */
  signString: (stringToSign: string) => Promise<string>
  /** `YYYYMMDDTHHMMSSZ` and the credential scope of the request. */
  longDate: string
  scope: string
  /** The request's own signature (the seed of the chunk signatures). */
  signature: string
}

/** Finds the secret of an access key; null when there is no such key. */
export type SecretLookup = (accessKey: string) => Promise<string | null>

const SKEW_MS = 15 * 60_000
const MAX_EXPIRES_S = 7 * 24 * 3600
const sha256 = Hash.bind(null, 'sha256')

/** `20250101T120000Z` → Date, or null. */
function parseAmzDate(value: string | undefined): Date | null {
  const m = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(value ?? '')
  if (!m) return null
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!))
  return Number.isNaN(date.getTime()) ? null : date
}

/** The query as the signer reads it: names and values %-decoded (`+` stays a plus), repeats as arrays. */
function queryOf(url: URL, leaveOut: (name: string) => boolean): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  const raw = url.search.startsWith('?') ? url.search.slice(1) : url.search
  for (const pair of raw.split('&')) {
    if (pair === '') continue
    const at = pair.indexOf('=')
    let name: string
    let value: string
    try {
      name = decodeURIComponent(at < 0 ? pair : pair.slice(0, at))
      value = at < 0 ? '' : decodeURIComponent(pair.slice(at + 1))
    } catch {
      throw new S3Error('InvalidArgument', 'Malformed %-escape in the query string')
    }
    if (leaveOut(name)) continue
    const existing = query[name]
    query[name] =
      existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return query
}

/** `Credential=AKID/20250101/us-east-1/s3/aws4_request` → its parts. */
function parseCredential(credential: string | undefined, malformed: () => S3Error) {
  const parts = (credential ?? '').split('/')
  if (parts.length !== 5 || parts[4] !== 'aws4_request' || !/^\d{8}$/.test(parts[1]!)) throw malformed()
  const [accessKey, day, region, service] = parts as [string, string, string, string]
  if (service !== 's3') throw malformed()
  return { accessKey, day, region }
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))

/** True when the request carries a SigV4 signature (header or query). */
export function isSigned(request: SignedRequest): boolean {
  return (
    (request.header('authorization') ?? '').startsWith('AWS4-HMAC-SHA256 ') ||
    request.url.searchParams.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256'
  )
}

/**
 * Verifies the request's signature; answers who signed it, or throws the S3 error (AccessDenied for an
 * anonymous request, InvalidAccessKeyId, SignatureDoesNotMatch, RequestTimeTooSkewed, …).
 */
export async function verifySignature(
  request: SignedRequest,
  secretOf: SecretLookup,
  now: Date = new Date(),
): Promise<Verified> {
  const authorization = request.header('authorization')
  const presigned = request.url.searchParams.has('X-Amz-Signature')
  if (!authorization && !presigned) throw new S3Error('AccessDenied', 'Access Denied')
  if (authorization && !authorization.startsWith('AWS4-HMAC-SHA256 ')) {
    throw new S3Error('InvalidRequest', 'Please use AWS4-HMAC-SHA256 (Signature Version 4)')
  }
  return authorization
    ? verifyHeader(request, authorization, secretOf, now)
    : verifyQuery(request, secretOf, now)
}

/** The signer of one key and region. */
function signerFor(accessKey: string, secret: string, region: string) {
  return new SignatureV4({
    credentials: { accessKeyId: accessKey, secretAccessKey: secret },
    region,
    service: 's3',
    sha256,
    // S3 signs the path as sent, without the second %-encoding other services use.
    uriEscapePath: false,
    applyChecksum: false,
  })
}

/** The signed headers' values as received (several values of one header joined, as fetch does). */
function signedHeaderValues(request: SignedRequest, names: string[]): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const name of names) headers[name] = request.header(name) ?? ''
  return headers
}

async function secretFor(secretOf: SecretLookup, accessKey: string): Promise<string> {
  const secret = await secretOf(accessKey)
  if (secret === null) {
    throw new S3Error(
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
      {
        AWSAccessKeyId: accessKey,
      },
    )
  }
  return secret
}

const mismatch = (accessKey: string) =>
  new S3Error(
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    { AWSAccessKeyId: accessKey },
  )

async function verifyHeader(
  request: SignedRequest,
  authorization: string,
  secretOf: SecretLookup,
  now: Date,
): Promise<Verified> {
  const malformed = () => new S3Error('AuthorizationHeaderMalformed', 'The authorization header is malformed')
  const fields = Object.fromEntries(
    authorization
      .slice('AWS4-HMAC-SHA256 '.length)
      .split(',')
      .map((part) => part.trim().split('=', 2) as [string, string | undefined]),
  )
  const { accessKey, day, region } = parseCredential(fields.Credential, malformed)
  const signedHeaders = (fields.SignedHeaders ?? '').split(';').filter(Boolean)
  const signature = fields.Signature ?? ''
  if (!signedHeaders.includes('host') || !/^[0-9a-f]{64}$/.test(signature)) throw malformed()
  const date = parseAmzDate(request.header('x-amz-date'))
  if (!date)
    throw new S3Error('AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header')
  if (Math.abs(date.getTime() - now.getTime()) > SKEW_MS) {
    throw new S3Error(
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
      { RequestTime: request.header('x-amz-date')!, ServerTime: now.toISOString() },
    )
  }
  const longDate = request.header('x-amz-date')!
  if (longDate.slice(0, 8) !== day) throw malformed()
  const payloadHash = request.header('x-amz-content-sha256')
  if (!payloadHash) {
    throw new S3Error('InvalidRequest', 'Missing required header for this request: x-amz-content-sha256')
  }
  const secret = await secretFor(secretOf, accessKey)
  const signer = signerFor(accessKey, secret, region)
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: request.url.protocol,
      hostname: request.url.hostname,
      path: request.url.pathname,
      query: queryOf(request.url, () => false),
      headers: signedHeaderValues(request, signedHeaders),
    },
    {
      signingDate: date,
      signableHeaders: new Set(signedHeaders),
      signingRegion: region,
      signingService: 's3',
    },
  )
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1] ?? ''
  if (!sameHex(expected, signature)) throw mismatch(accessKey)
  return {
    accessKey,
    payloadHash,
    longDate,
    scope: `${day}/${region}/s3/aws4_request`,
    signature,
    signString: (text) =>
      signer.sign(text, { signingDate: date, signingRegion: region, signingService: 's3' }),
  }
}

async function verifyQuery(request: SignedRequest, secretOf: SecretLookup, now: Date): Promise<Verified> {
  const params = request.url.searchParams
  const malformed = () =>
    new S3Error(
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.',
    )
  if (params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') throw malformed()
  const { accessKey, day, region } = parseCredential(params.get('X-Amz-Credential') ?? undefined, malformed)
  const longDate = params.get('X-Amz-Date') ?? ''
  const date = parseAmzDate(longDate)
  const expires = Number(params.get('X-Amz-Expires'))
  const signedHeaders = (params.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean)
  const signature = params.get('X-Amz-Signature') ?? ''
  if (
    !date ||
    longDate.slice(0, 8) !== day ||
    !Number.isInteger(expires) ||
    expires < 1 ||
    expires > MAX_EXPIRES_S
  ) {
    throw malformed()
  }
  if (!signedHeaders.includes('host') || !/^[0-9a-f]{64}$/.test(signature)) throw malformed()
  if (date.getTime() - now.getTime() > SKEW_MS) {
    throw new S3Error('AccessDenied', 'Request is not valid yet')
  }
  if (now.getTime() > date.getTime() + expires * 1000) {
    throw new S3Error('AccessDenied', 'Request has expired', {
      Expires: new Date(date.getTime() + expires * 1000).toISOString(),
      ServerTime: now.toISOString(),
    })
  }
  const secret = await secretFor(secretOf, accessKey)
  const signer = signerFor(accessKey, secret, region)
  const headers = signedHeaderValues(request, signedHeaders)
  // A presigned request's payload is unsigned; the SDK's presigner puts that in a header it does not sign.
  const unsigned = !signedHeaders.includes('x-amz-content-sha256')
  if (unsigned) headers['x-amz-content-sha256'] = UNSIGNED_PAYLOAD
  const presigned = await signer.presign(
    {
      method: request.method,
      protocol: request.url.protocol,
      hostname: request.url.hostname,
      path: request.url.pathname,
      // presign() adds the X-Amz-* authentication parameters back itself, from the same values.
      query: queryOf(request.url, (name) =>
        [
          'X-Amz-Algorithm',
          'X-Amz-Credential',
          'X-Amz-Date',
          'X-Amz-Expires',
          'X-Amz-SignedHeaders',
          'X-Amz-Signature',
        ].includes(name),
      ),
      headers,
    },
    {
      signingDate: date,
      expiresIn: expires,
      signableHeaders: new Set(signedHeaders),
      unsignableHeaders: unsigned ? new Set(['x-amz-content-sha256']) : undefined,
      unhoistableHeaders: new Set(Object.keys(headers)),
      signingRegion: region,
      signingService: 's3',
    },
  )
  const expected = String(presigned.query?.['X-Amz-Signature'] ?? '')
  if (!sameHex(expected, signature)) throw mismatch(accessKey)
  return {
    accessKey,
    payloadHash: UNSIGNED_PAYLOAD,
    longDate,
    scope: `${day}/${region}/s3/aws4_request`,
    signature,
    signString: (text) =>
      signer.sign(text, { signingDate: date, signingRegion: region, signingService: 's3' }),
  }
}
