/**
 * The paged VM list (issue 17, a big account; docs/CONTRACTS.md "Paged VM list"): a console-only read of the
 * reference platform, `GET /{location}/user-resource/vm/page`, beside Warren's `vm/list`, which stays as Warren
 * has it. The platform pages, sorts, searches and filters; the answer is one page of Warren VM objects with the
 * total and the per-status counts of what matches.
 */
import { z } from 'zod'
import { MAX_INT32 } from '../rules/input.js'
import { BillingAccountIdSchema, formInt, optionalInput } from '../http/fields.js'
import { WarrenVmSchema, type Vm } from './schema.js'
import { VM_PAGE_ACCOUNTS_MAX, VM_PAGE_MAX, VM_PAGE_TEXT_MAX, vmPageSortKeys } from './page-constants.js'

const text = optionalInput(z.string().trim().max(VM_PAGE_TEXT_MAX))

/**
 * `billing_account_id`: one account id, or up to {@link VM_PAGE_ACCOUNTS_MAX} of them separated by commas (issue 18,
 * the billing-account column filter: the accounts whose title matches), read as a list of ids.
 */
const accountIds = z
  .union([
    BillingAccountIdSchema,
    z
      .string()
      .trim()
      .max(VM_PAGE_ACCOUNTS_MAX * 11),
  ])
  .transform((v) => (typeof v === 'number' ? String(v) : v))
  .pipe(
    z
      .string()
      .regex(/^\d{1,10}(,\d{1,10})*$/, 'Expected billing account ids separated by commas')
      .transform((v) => v.split(',').map(Number))
      .pipe(z.array(BillingAccountIdSchema).min(1).max(VM_PAGE_ACCOUNTS_MAX)),
  )

/**
 * Query of `GET /{location}/user-resource/vm/page`: `page` (1-based) and `per_page` (1…{@link VM_PAGE_MAX}, default
 * VM_PAGE_DEFAULT); `sort` one of {@link vmPageSortKeys} (default `name`) and `order` (`asc` by default);
 * `search` matches contained text of the name, uuid, private or public IP and tags (case-insensitive); `status`
 * the status's contained text (the table's column filter); `billing_account_id` one billing account or several (`1,2,3`, at most {@link VM_PAGE_ACCOUNTS_MAX}).
 */
export const VmPageQuerySchema = z.object({
  page: optionalInput(formInt().pipe(z.number().int().min(1).max(MAX_INT32))),
  per_page: optionalInput(formInt().pipe(z.number().int().min(1).max(VM_PAGE_MAX))),
  sort: optionalInput(z.enum(vmPageSortKeys)),
  order: optionalInput(z.enum(['asc', 'desc'])),
  search: text,
  status: text,
  billing_account_id: optionalInput(accountIds),
})
/** Query of the paged VM list (every field optional). */
export type VmPageQuery = z.input<typeof VmPageQuerySchema>

/** The answer of `GET /{location}/user-resource/vm/page` as the platform sends it. */
export const WarrenVmPageSchema = z.object({
  /** VMs matching the search and the filters (all pages). */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  /** Live VMs matching the search and the billing account, by status (the status filter aside). */
  status_counts: z.record(z.string(), z.number().int().min(0)),
  /** This page's VMs in the asked order. */
  items: z.array(WarrenVmSchema),
})
/** The paged VM list as sent. */
export type WarrenVmPage = z.infer<typeof WarrenVmPageSchema>
/** The paged VM list with each VM normalised (as `parseVm` makes it). */
export type VmPage = Omit<WarrenVmPage, 'items'> & { items: Vm[] }

/** Reads a paged VM list answer of `location` (each VM as `parseVm` makes it, parsed once). */
export function parseVmPage(raw: unknown, location: string): VmPage {
  const page = WarrenVmPageSchema.parse(raw)
  return { ...page, items: page.items.map((vm) => ({ ...vm, type: 'virtual_machine' as const, location })) }
}
