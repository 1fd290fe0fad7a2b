/**
 * /sign-in: the route module. After signing in the user goes back where they were (`?next=`, issue 5: "an
 * expired session returns to sign-in and then back where the user was").
 */
import { useNavigate, useSearchParams } from 'react-router'
import { isAdminPath, type SignInInput } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useServices } from '../../app/services'
import { safeNextPath, SIGN_UP_PATH } from '../../app/session'
import { SignInView } from './SignInView'

/** Said above the form when a page sent the user here (their session had expired or never existed). */
export const SESSION_NOTICE = 'Your session has ended. Sign in to continue where you were.'

/** The sign-in screen. */
export default function SignInPage() {
  const [params] = useSearchParams()
  const next = safeNextPath(params.get('next'))
  const { client, queries, queryClient } = useServices()
  const navigate = useNavigate()

  const signIn = async (input: SignInInput) => {
    const user = await client.account.signIn(input)
    // A fresh session: drop anything cached for the previous one, keep the user we just got.
    queryClient.clear()
    queryClient.setQueryData(queries.currentUser().queryKey, user)
    // The admin app is another single-page app (/admin): reach it with a page load, not the console's router.
    if (isAdminPath(next)) window.location.assign(next)
    else await navigate(next, { replace: true })
  }

  return (
    <SignInView
      onSubmit={signIn}
      notice={params.has('next') ? SESSION_NOTICE : undefined}
      signUpHref={next === '/' ? SIGN_UP_PATH : `${SIGN_UP_PATH}?next=${encodeURIComponent(next)}`}
      renderLink={renderRouterLink}
    />
  )
}
