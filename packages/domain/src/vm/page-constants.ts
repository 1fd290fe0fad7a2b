/**
 * The paged VM list's bounds and sort keys (issue 17), apart from its zod schemas (./page.ts) so the console's
 * first load may use them without reaching zod (AGENTS.md rule 17).
 */

/** The most VMs one page holds (`per_page`). */
export const VM_PAGE_MAX = 200
/** The page size the console asks for. */
export const VM_PAGE_DEFAULT = 50
/** The longest quick search or column filter text. */
export const VM_PAGE_TEXT_MAX = 200
/** The most billing accounts one page query filters by (`billing_account_id=1,2,3`, issue 18). */
export const VM_PAGE_ACCOUNTS_MAX = 50
/** The columns the paged list sorts by (`sort`): the console table's columns, and the creation time. */
export const vmPageSortKeys = ['name', 'status', 'price', 'created'] as const
/** A sort key of the paged VM list. */
export type VmPageSortKey = (typeof vmPageSortKeys)[number]
