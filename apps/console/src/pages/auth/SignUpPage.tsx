/** /sign-up: the route module. A new account is signed in at once (CONTRACTS: 201 + cookie). */
import { useNavigate, useSearchParams } from 'react-router'
import type { SignUpInput } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useServices } from '../../app/services'
import { safeNextPath, signInUrl } from '../../app/session'
import { SignUpView } from './SignUpView'

/** The sign-up screen. */
export default function SignUpPage() {
  const [params] = useSearchParams()
  const next = safeNextPath(params.get('next'))
  const { client, queries, queryClient } = useServices()
  const navigate = useNavigate()

  const signUp = async (input: SignUpInput) => {
    const user = await client.account.signUp(input)
    queryClient.clear()
    queryClient.setQueryData(queries.currentUser().queryKey, user)
    await navigate(next, { replace: true })
  }

  return <SignUpView onSubmit={signUp} signInHref={signInUrl(next)} renderLink={renderRouterLink} />
}
