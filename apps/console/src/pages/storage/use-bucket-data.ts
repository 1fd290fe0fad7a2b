/** Reads of the bucket page beyond the bucket itself: the S3 access keys, kept without their secrets. */
import { queryOptions } from '@tanstack/react-query'
import { isNotFoundError, warrenKeys, type WarrenClient } from '@cirrus/domain'
import { withoutSecret, type PublicS3Key } from './bucket-commands'

/** The cache key of the keys without secrets (under the key list's, so invalidating that reaches it). */
export const publicKeysKey = [...warrenKeys.s3Keys(), 'public'] as const

/**
 * `GET /storage/user/keys` without the secrets: Warren sends every secret on every read (API-NOTES §10), but
 * the console shows a secret once, at generation, and never keeps it. No storage account yet (404 'Storage
 * account not found.') is an empty list.
 */
export function publicKeysQuery(client: WarrenClient) {
  return queryOptions({
    queryKey: publicKeysKey,
    queryFn: async ({ signal }): Promise<PublicS3Key[]> => {
      try {
        return (await client.storage.listKeys({ signal })).map(withoutSecret)
      } catch (error) {
        if (isNotFoundError(error)) return []
        throw error
      }
    },
  })
}
