/**
 * The limits of the admin GraphQL endpoint (issue 13: "Queries are depth- and cost-limited"). A query deeper
 * than MAX_DEPTH or costlier than MAX_COST is refused before it runs, with a GraphQL error and nothing read.
 */

/** The deepest selection accepted (`{ users { items { billingAccounts { owner { id } } } } }` is 5). */
export const MAX_DEPTH = 7

/**
 * The costliest query accepted, as graphql-armor counts it: 2 per object, 1 per scalar, multiplied by 1.5 per
 * level of depth. A screen's query costs a few hundred; one that walks every relation of every row is refused.
 */
export const MAX_COST = 3000
export const OBJECT_COST = 2
export const SCALAR_COST = 1
export const DEPTH_COST_FACTOR = 1.5

/** The most rows one list field returns (`limit` argument); the default is DEFAULT_PAGE. */
export const MAX_PAGE = 100
export const DEFAULT_PAGE = 50
