/** /network/create/ (SPEC §2): redirects to the default kind's create page — the first kind shown (kinds.ts). */
import { redirect } from 'react-router'
import type { AppServices } from '../../../app/services'
import { NotFoundRoute } from '../../../layout/route-errors'
import { shownKinds } from '../kinds'

/** Redirects before anything renders; with no network kind shown, the not-found page stays. */
export const loader =
  ({ queries, queryClient }: AppServices) =>
  async () => {
    const config = await queryClient.ensureQueryData(queries.consoleConfig())
    const first = shownKinds(config)[0]
    if (first) throw redirect(first.createPath)
    return null
  }

/** Shown only when no network kind is enabled. */
export default function NetworkCreateRedirect() {
  return <NotFoundRoute />
}
