/**
 * The referral code a visitor arrived with (issue 14 /referral): `/sign-up?ref=CODE` keeps it in this browser
 * until the mailed link creates the account (/sign-up/verify), which then records it once
 * (`POST /v1/user/referral`) and forgets it.
 */
const KEY = 'cirrus.referral-code'
const CODE = /^[A-Za-z0-9]{1,32}$/

/** Keeps a well-formed code from the sign-up link; anything else is ignored. */
export function rememberReferral(code: string | null): void {
  if (code && CODE.test(code)) localStorage.setItem(KEY, code.toUpperCase())
}

/** The kept code, removed as it is read (it is recorded at most once). */
export function takeReferral(): string | null {
  const code = localStorage.getItem(KEY)
  localStorage.removeItem(KEY)
  return code
}
