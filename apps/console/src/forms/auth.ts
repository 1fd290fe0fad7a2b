/**
 * Sign-in and sign-up forms: validated with the domain's input schemas (`SignInInputSchema`,
 * `SignUpInputSchema`) with messages for people, and the platform's answers (CONTRACTS: 401 wrong credentials,
 * 409 taken email, 400 `errors.password`) turned into inline errors.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'
import { isApiError } from '@cirrus/domain'

const FIELD_MESSAGES: Record<string, string> = {
  email: 'Enter a valid email address',
  password: 'Enter your password',
  first_name: 'Enter your first name',
  last_name: 'Enter your last name',
}

/** The zod error map of the auth forms: one clear message per field instead of zod's generic ones. */
export const authErrorMap: z.core.$ZodErrorMap = (issue) => {
  const field = String(issue.path?.[0] ?? '')
  return FIELD_MESSAGES[field] ?? undefined
}

/** Where a failed call's message goes: beside a field, or above the form. */
export type FormErrors = { fields: Record<string, string>; form: string | null }

/**
 * Splits a failed sign-in or sign-up into inline errors: the platform's field errors go beside their fields
 * (a weak password, an invalid email); a taken email (409) beside the email; anything else — wrong credentials,
 * a network failure — above the form.
 */
export function formErrorsFromApiError(error: unknown, fields: readonly string[]): FormErrors {
  if (!isApiError(error)) {
    return { fields: {}, form: error instanceof Error ? error.message : 'Something went wrong. Try again.' }
  }
  const known = Object.fromEntries(Object.entries(error.fieldErrors).filter(([key]) => fields.includes(key)))
  if (error.status === 409 && fields.includes('email') && !known.email) known.email = error.message
  const form =
    Object.keys(known).length > 0
      ? null
      : error.status === 0
        ? 'Cannot reach the server. Try again.'
        : error.message
  return { fields: known, form }
}

/**
 * Shows a failed sign-in or sign-up on its form: the field errors beside their fields, anything else as the
 * form's root error (see {@link formErrorsFromApiError}).
 */
export function showApiErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): void {
  const { fields: byField, form } = formErrorsFromApiError(error, fields)
  for (const [name, message] of Object.entries(byField)) setError(name as Path<T>, { message })
  if (form) setError('root', { message: form })
}
