/**
 * One admin change with its catalogue toasts (`messages.adminInfra`): on success the admin reads are refetched,
 * on failure the toast says what the platform answered.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { errorDetail, useNotify } from '@cirrus/app-kit'
import type { ActionMessages } from '@cirrus/domain'
import { adminKeys } from '../../app/queries'

/** Runs `run(input)` as an admin action; `texts(input)` picks the toast pair. */
export function useAdminAction<I, R>(run: (input: I) => Promise<R>, texts: (input: I) => ActionMessages) {
  const notify = useNotify()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async (_result, input) => {
      notify.success(texts(input).success)
      await queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
    onError: (error, input) => notify.error(texts(input).failure, { description: errorDetail(error) }),
  })
}
