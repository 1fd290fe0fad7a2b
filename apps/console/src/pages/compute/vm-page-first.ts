/**
 * The compute list's first page as a bare `/compute` asks it (issue 17): what the route's loader and the
 * background prefetch warm. A literal in a module of its own, so the loader (in the first load) does not carry
 * `vmPageQuery`; `vm-page-query.test.ts` proves it is exactly `vmPageQuery` of an empty table state.
 */
import { VM_PAGE_DEFAULT, type VmPageQuery } from '@cirrus/domain'

/** `GET vm/page` of the list by name, page 1, nothing searched or filtered. */
export const VM_LIST_FIRST_PAGE: VmPageQuery = {
  page: 1,
  per_page: VM_PAGE_DEFAULT,
  sort: 'name',
  order: 'asc',
}
