/**
 * /sign-up/verify?token=…: the route module of the mailed sign-up link. It creates the account once (the link
 * works once, so the call is made once per token even when React runs the effect twice) and goes to the dashboard
 * signed in; a used or expired link shows the platform's words.
 */
import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { type CurrentUser } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { takeReferral } from '../../app/referral'
import { useServices } from '../../app/services'
import { errorDetail } from '../../state/toasts'
import { VerifySignUpView, type VerifySignUpViewProps } from './VerifySignUpView'

/** One confirmation per token for the life of the page (React may run an effect twice). */
const confirmations = new Map<string, Promise<CurrentUser>>()

/** The sign-up confirmation screen. */
export default function VerifySignUpPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { client, queries, queryClient } = useServices()
  const navigate = useNavigate()
  const [state, setState] = useState<VerifySignUpViewProps['state']>({ kind: 'confirming' })

  useEffect(() => {
    let current = true
    let confirming = confirmations.get(token)
    if (!confirming) {
      confirming = client.account.verifySignUp({ token })
      confirmations.set(token, confirming)
    }
    confirming.then(
      async (user) => {
        if (!current) return
        queryClient.clear()
        queryClient.setQueryData(queries.currentUser().queryKey, user)
        // The code of a referral link: recorded once; a refused code (unknown, own) costs the new user nothing.
        const ref = takeReferral()
        if (ref) await client.account.redeemReferral({ code: ref }).catch(() => undefined)
        await navigate('/', { replace: true })
      },
      (error: unknown) => {
        if (current) {
          const message = errorDetail(error) ?? 'The link could not be confirmed. Try again in a moment.'
          setState({ kind: 'failed', message })
        }
      },
    )
    return () => {
      current = false
    }
  }, [token, client, queries, queryClient, navigate])

  return (
    <VerifySignUpView
      state={state}
      signUpHref="/sign-up"
      signInHref="/sign-in"
      renderLink={renderRouterLink}
    />
  )
}
