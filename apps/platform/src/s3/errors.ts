/** S3's error answers: `<Error><Code>…</Code><Message>…</Message>…</Error>` with S3's status for each code. */
import { WarrenError } from '../http/errors.js'
import { ObjectError } from '../services/bucket-objects.js'
import { BlobTooLargeError } from '../services/object-blobs.js'
import { xml } from './xml.js'

/** The status of each error code this endpoint answers (Amazon S3 API reference, "Error responses"). */
export const S3_ERROR_STATUS = {
  AccessDenied: 403,
  BadDigest: 400,
  BucketAlreadyExists: 409,
  BucketAlreadyOwnedByYou: 409,
  BucketNotEmpty: 409,
  EntityTooLarge: 400,
  EntityTooSmall: 400,
  IncompleteBody: 400,
  InternalError: 500,
  InvalidAccessKeyId: 403,
  InvalidArgument: 400,
  InvalidBucketName: 400,
  InvalidDigest: 400,
  InvalidPart: 400,
  InvalidPartOrder: 400,
  InvalidRange: 416,
  InvalidRequest: 400,
  KeyTooLongError: 400,
  MalformedXML: 400,
  MethodNotAllowed: 405,
  MissingContentLength: 411,
  NoSuchBucket: 404,
  NoSuchKey: 404,
  NoSuchUpload: 404,
  NotImplemented: 501,
  RequestTimeTooSkewed: 403,
  SignatureDoesNotMatch: 403,
  XAmzContentSHA256Mismatch: 400,
  AuthorizationHeaderMalformed: 400,
  AuthorizationQueryParametersError: 400,
  ExpiredToken: 400,
  TooManyBuckets: 400,
  MetadataTooLarge: 400,
  InvalidURI: 400,
} as const

/** An S3 error code. */
export type S3ErrorCode = keyof typeof S3_ERROR_STATUS

/** An S3 refusal; `extra` elements (BucketName, Key, …) go into the XML. */
export class S3Error extends Error {
  constructor(
    readonly code: S3ErrorCode,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message)
  }

  get status(): number {
    return S3_ERROR_STATUS[this.code]
  }

  /** The XML body. */
  body(resource: string, requestId: string): string {
    return xml(
      'Error',
      { Code: this.code, Message: this.message, ...this.extra, Resource: resource, RequestId: requestId },
      false,
    )
  }
}

/** Errors of the layers below, as S3 errors; null for an unexpected error (500). */
export function toS3Error(error: unknown): S3Error | null {
  if (error instanceof S3Error) return error
  if (error instanceof BlobTooLargeError) {
    return new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed object size.')
  }
  if (error instanceof ObjectError) return new S3Error(error.code, error.message)
  if (error instanceof WarrenError && error.status < 500) {
    // Billing account or quota refusals of CreateBucket.
    return new S3Error(
      error.message.startsWith('Quota exceeded') ? 'TooManyBuckets' : 'InvalidRequest',
      error.message,
    )
  }
  return null
}
