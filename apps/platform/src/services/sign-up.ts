/**
 * Sign-up with a confirmed e-mail address (CONTRACTS "POST /auth/sign-up", README "Security"). Asking for an
 * account never says whether the address is taken: the answer is the same 202 either way, after the same work (a
 * password hash and one mail), and the mailbox learns the rest — a link that creates the account, or a notice
 * that the address already has one. Following the link (`POST /auth/sign-up/verify`) creates the account and
 * signs in; a link works once and for `SIGN_UP_TTL_MS`.
 */
import { hashPassword, hashSessionToken, randomSecret } from '../auth/secrets.js'
import { WarrenError } from '../http/errors.js'
import type { Platform } from '../platform.js'
import { deleteExpiredSignUpRequests, insertSignUpRequest, takeSignUpRequest } from '../store/sign-ups.js'
import { findUserByEmail, insertUserWithBillingAccount, type UserRow } from '../store/users.js'
import { isUniqueViolation } from './accounts.js'

/** The path of the console page that follows a sign-up link (apps/console: /sign-up/verify). */
export const VERIFY_PATH = '/sign-up/verify'

/** What a sign-up request answers, whether or not the address is taken. */
export const SIGN_UP_ACCEPTED = 'Check your e-mail: we sent a link to finish creating your account'

/** A refused link (unknown, used or expired): the same words for each. */
export const SIGN_UP_LINK_INVALID = 'This sign-up link has expired or was already used. Sign up again'

/** The address links in mails point at: PUBLIC_URL, else the development default. */
function publicUrl(p: Platform): string {
  return p.settings.publicUrl ?? 'http://127.0.0.1:8080'
}

/** The sign-up input, password checked (weak → 400 before this). */
export type SignUpRequest = { email: string; password: string; firstName: string; lastName: string }

/** Records a sign-up and mails its link; an address that has an account gets a notice instead. */
export async function requestSignUp(p: Platform, input: SignUpRequest): Promise<void> {
  const email = input.email.trim().toLowerCase()
  // Hashed in both cases, so a taken address answers after the same time as a free one.
  const passwordHash = await hashPassword(input.password, p.settings.passwordCost)
  const existing = await findUserByEmail(p.store.db, email)
  if (existing) {
    await p.mailer.send({
      to: email,
      subject: 'Your Cirrus account',
      text: [
        'Someone (hopefully you) asked to create a Cirrus account with this e-mail address, which already has one.',
        '',
        `Sign in at ${publicUrl(p)}/sign-in instead. If it was not you, you can ignore this mail.`,
      ].join('\n'),
    })
    return
  }
  const token = randomSecret()
  const now = p.clock()
  await insertSignUpRequest(p.store.db, {
    tokenHash: hashSessionToken(token, p.settings.sessionSecret),
    email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    createdAt: now,
    expiresAt: new Date(now.getTime() + p.settings.signUpTtlMs),
  })
  const hours = Math.round(p.settings.signUpTtlMs / 3600_000)
  await p.mailer.send({
    to: email,
    subject: 'Finish creating your Cirrus account',
    text: [
      `Hello${input.firstName ? ` ${input.firstName}` : ''},`,
      '',
      'Follow this link to finish creating your Cirrus account:',
      '',
      `${publicUrl(p)}${VERIFY_PATH}?token=${encodeURIComponent(token)}`,
      '',
      `The link works once, for ${hours} hours. If you did not ask for an account, ignore this mail.`,
    ].join('\n'),
  })
}

/**
 * Creates the account of a sign-up link. 400 {@link SIGN_UP_LINK_INVALID} for an unknown, used or expired token;
 * 409 when the address got an account meanwhile (the mailbox's owner is asking: nothing is revealed).
 */
export async function confirmSignUp(p: Platform, token: string): Promise<UserRow> {
  const now = p.clock()
  return p.store.db.transaction(async (tx) => {
    const request = await takeSignUpRequest(tx, hashSessionToken(token, p.settings.sessionSecret), now)
    if (!request) throw new WarrenError(400, SIGN_UP_LINK_INVALID, { token: SIGN_UP_LINK_INVALID })
    try {
      return await insertUserWithBillingAccount(
        tx,
        {
          email: request.email,
          passwordHash: request.passwordHash,
          isAdmin: false,
          firstName: request.firstName,
          lastName: request.lastName,
          createdAt: now,
        },
        {
          title: 'Default billing account',
          email: request.email,
          isDefault: true,
          vatPercentage: 22,
          createdAt: now,
        },
      )
    } catch (error) {
      if (isUniqueViolation(error))
        throw new WarrenError(409, 'This email is already registered. Sign in instead')
      throw error
    }
  })
}

/** Deletes the sign-ups whose link expired (the periodic tick). */
export function deleteExpiredSignUps(p: Platform): Promise<number> {
  return deleteExpiredSignUpRequests(p.store.db, p.clock())
}
