/**
 * /sign-up: the route module. The platform mails a link (CONTRACTS "POST /auth/sign-up"); the screen then says to
 * check the mailbox. The link opens /sign-up/verify, which creates the account and signs in.
 */
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { SignUpInput } from '@cirrus/domain'
import { renderRouterLink } from '../../app/links'
import { useServices } from '../../app/services'
import { rememberReferral } from '../../app/referral'
import { safeNextPath, signInUrl } from '../../app/session'
import { SignUpView } from './SignUpView'

/** The sign-up screen. */
export default function SignUpPage() {
  const [params] = useSearchParams()
  const next = safeNextPath(params.get('next'))
  const { client } = useServices()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const ref = params.get('ref')
  // A referral link (`?ref=CODE`) is recorded once the mailed link has created the account.
  useEffect(() => rememberReferral(ref), [ref])

  const signUp = async (input: SignUpInput) => {
    const accepted = await client.account.signUp(input)
    setSentTo(accepted.email)
  }

  return (
    <SignUpView
      onSubmit={signUp}
      signInHref={signInUrl(next)}
      renderLink={renderRouterLink}
      sentTo={sentTo}
      onRestart={() => setSentTo(null)}
    />
  )
}
