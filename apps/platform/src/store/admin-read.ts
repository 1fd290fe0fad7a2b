/**
 * Read queries of the admin side (issue 13): every user, billing account and VM of the platform, searched,
 * filtered, sorted and paged in SQL so 10,000 rows stay fast. Used by the GraphQL read side (graphql/) and the
 * admin REST lists. Only administrators reach these (the callers check it); nothing here filters by owner.
 */
export type { Page, PageQuery } from './admin/paging.js'
export * from './admin/users.js'
export * from './admin/billing-accounts.js'
export * from './admin/vms.js'
export * from './admin/catalogue.js'
export * from './admin/mutations.js'
