/**
 * Access delegation groups and impersonations (SPEC §3, §6, §7 Access delegation; API-NOTES §14.1 PROPOSAL,
 * with the paths and ids of SPEC §7: groups and impersonations are addressed by `id`).
 */
import { z } from 'zod'
import {
  BillingAccountIdSchema,
  TimestampSchema,
  formInt,
  formString,
  optionalInput,
  orNull,
} from '../http/fields.js'

/** Ids of groups and impersonations: strings; numbers are accepted and turned into strings. */
const IdSchema = z.union([z.string().min(1), z.number().int()]).transform(String)

/** A user added to a group (SPEC §3 Impersonation: id, grantee_username; access_owner is the grantor). */
export const ImpersonationSchema = z.object({
  id: IdSchema,
  grantee_username: z.string().min(1),
  access_owner: orNull(z.string()),
  /** The owner's user id, so the grantee's console marks the resources (user_id) it sees through the grant. */
  access_owner_id: orNull(z.number().int()),
  access_group_id: orNull(IdSchema),
  created_at: orNull(TimestampSchema),
  expires_at: orNull(TimestampSchema),
})
/** A user added to a group (raw). */
export type WarrenImpersonation = z.infer<typeof ImpersonationSchema>
/** An impersonation with its type tag. */
export type Impersonation = WarrenImpersonation & { type: 'access_impersonation'; location: null }

/**
 * A delegation group. With `billing_account_id` set, the group is 'restricted' to that account (SPEC §3).
 */
export const WarrenAccessGroupSchema = z.object({
  id: IdSchema,
  name: z.string(),
  billing_account_id: orNull(BillingAccountIdSchema),
  role: orNull(z.string()),
  impersonations: z
    .array(ImpersonationSchema)
    .nullish()
    .transform((v) => v ?? []),
  created_at: orNull(TimestampSchema),
})
/** A delegation group as the platform sends it. */
export type WarrenAccessGroup = z.infer<typeof WarrenAccessGroupSchema>
/** A delegation group with its type tag. */
export type AccessGroup = WarrenAccessGroup & { type: 'access_delegation'; location: null }

/** Parses a delegation group and tags it. */
export function parseAccessGroup(raw: unknown): AccessGroup {
  return { ...WarrenAccessGroupSchema.parse(raw), type: 'access_delegation', location: null }
}

/** Parses an impersonation and tags it. */
export function parseImpersonation(raw: unknown): Impersonation {
  return { ...ImpersonationSchema.parse(raw), type: 'access_impersonation', location: null }
}

/** A group is restricted when it is bound to a billing account (SPEC §3). */
export function isRestrictedGroup(group: Pick<WarrenAccessGroup, 'billing_account_id'>): boolean {
  return group.billing_account_id !== null
}

/** `POST /user-resource/access_group` (JSON). */
export const AccessGroupCreateInputSchema = z.object({
  name: formString().pipe(z.string().min(1)),
  billing_account_id: optionalInput(formInt().pipe(BillingAccountIdSchema)),
})
/** Body of delegation group create. */
export type AccessGroupCreateInput = z.infer<typeof AccessGroupCreateInputSchema>

/** `POST /user-resource/access_group/{delegation_id}/impersonation` `{grantee_username}`. */
export const ImpersonationCreateInputSchema = z.object({
  grantee_username: formString().pipe(z.string().trim().min(1)),
})
/** Body of impersonation create. */
export type ImpersonationCreateInput = z.infer<typeof ImpersonationCreateInputSchema>
