/**
 * What can be done on a bucket's page (SPEC §7 Object storage) and the SPEC §8 pair of texts of each, from the
 * domain catalogue.
 */
import { apiRequests, messages, type ApiRequest, type S3Key } from '@cirrus/domain'

/** One action of the bucket page. */
export type BucketCommand =
  | { type: 'changeBillingAccount'; billingAccountId: number }
  | { type: 'delete' }
  | { type: 'generateKey' }
  | { type: 'deleteKey'; accessKey: string }

/** The kind of a command. */
export type BucketCommandType = BucketCommand['type']

/** The success / failure toast of each command (SPEC §8 "Paired messages"). */
export function bucketCommandMessages(type: BucketCommandType): { success: string; failure: string } {
  switch (type) {
    case 'changeBillingAccount':
      return messages.bucket.changeBillingAccount
    case 'delete':
      return messages.bucket.delete
    case 'generateKey':
      return messages.storageKey.generate
    case 'deleteKey':
      return messages.storageKey.delete
  }
}

/** The Warren call a command makes, for "Show API request" (issue 10): what `warren.storage.*` sends. */
export function bucketCommandRequest(bucketName: string, command: BucketCommand): ApiRequest {
  const r = apiRequests.storage
  switch (command.type) {
    case 'changeBillingAccount':
      return r.updateBucket({ name: bucketName, billing_account_id: command.billingAccountId })
    case 'delete':
      return r.deleteBucket(bucketName)
    case 'generateKey':
      return r.generateKey()
    case 'deleteKey':
      return r.deleteKey(command.accessKey)
  }
}

/** An access key as the page keeps it: never its secret (shown once, at generation). */
export type PublicS3Key = Omit<S3Key, 'secretKey'>

/** A key without its secret. */
export function withoutSecret({ accessKey, userId }: S3Key): PublicS3Key {
  return { accessKey, userId }
}

/**
 * The key a generate call made: Warren answers the whole list including it, oldest first (API-NOTES §10), so it
 * is the newest one whose access key was not there before — the last of the list when that cannot tell.
 */
export function generatedKey(before: readonly PublicS3Key[], after: readonly S3Key[]): S3Key | undefined {
  const known = new Set(before.map((k) => k.accessKey))
  return after.findLast((k) => !known.has(k.accessKey)) ?? after.at(-1)
}
