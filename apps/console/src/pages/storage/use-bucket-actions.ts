import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { warrenKeys, type Bucket, type S3Key } from '@cirrus/domain'
import { useServices } from '../../app/services'
import { errorDetail, useNotify } from '../../state/toasts'
import { bucketCommandMessages, generatedKey, type BucketCommand, type PublicS3Key } from './bucket-commands'
import { STORAGE_PATH } from './paths'
import { publicKeysKey } from './use-bucket-data'

/**
 * The bucket page's actions: each runs the domain call, shows its SPEC §8 toast and refetches what it changed.
 * A generated key's secret is kept only in `newKey` until the dialog that shows it once is closed.
 */
export function useBucketActions(bucket: Bucket, keys: readonly PublicS3Key[] | undefined) {
  const { client, queries } = useServices()
  const queryClient = useQueryClient()
  const notify = useNotify()
  const navigate = useNavigate()
  const [newKey, setNewKey] = useState<S3Key | null>(null)
  const { name } = bucket

  const call = useCallback(
    async (command: BucketCommand) => {
      switch (command.type) {
        case 'changeBillingAccount':
          await client.storage.updateBucket({ name, billing_account_id: command.billingAccountId })
          return
        case 'delete':
          await client.storage.deleteBucket(name)
          return
        case 'generateKey': {
          // The list before tells the new key apart; read it when the page has not (404: no account yet).
          const before = keys ?? (await client.storage.listKeys().catch(() => []))
          const key = generatedKey(before, await client.storage.generateKey())
          if (key) setNewKey(key)
          return
        }
        case 'deleteKey':
          await client.storage.deleteKey(command.accessKey)
          return
      }
    },
    [client, name, keys],
  )

  const mutation = useMutation({
    mutationKey: ['bucket-command', name],
    mutationFn: async (command: BucketCommand) => {
      const texts = bucketCommandMessages(command.type)
      try {
        await call(command)
        notify.success(texts.success)
      } catch (error) {
        notify.error(texts.failure, { description: errorDetail(error) })
        throw error
      }
    },
    onSuccess: (_result, command) => {
      if (command.type === 'delete') {
        queryClient.removeQueries({ queryKey: queries.bucket(name).queryKey })
        void navigate(STORAGE_PATH)
      }
    },
    onSettled: (_result, _error, command) => {
      if (command.type === 'generateKey' || command.type === 'deleteKey') {
        void queryClient.invalidateQueries({ queryKey: publicKeysKey })
        void queryClient.invalidateQueries({ queryKey: queries.s3Endpoint().queryKey })
        return
      }
      // The bucket and every bucket list (a deleted bucket's own query is already gone).
      void queryClient.invalidateQueries({ queryKey: warrenKeys.scope('bucket') })
    },
  })

  return { run: mutation.mutateAsync, newKey, dismissNewKey: () => setNewKey(null) }
}
