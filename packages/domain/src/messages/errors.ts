/** Error pages (SPEC.md §2), not-found errors (SPEC.md §8) and the refusals shown beside a code field (issue 14). */
import { fill } from './fill.js'

/** Texts of the error pages (SPEC.md §2) and of the admin refusal (SPEC.md §2, §6). */
export const errorTexts = {
  notFoundTitle: 'This page is gone',
  goToDashboard: 'Go to dashboard',
  missingResourceTitle: 'This {object} is gone',
  missingResourceBody: 'Time to move on. This item is deleted or you do not have access.',
  createNew: 'Create new {object}',
  routerFailureTitle: 'Something went wrong!',
  showError: 'Show Error',
  unknownRoute: 'Not Found',
  adminOnly: 'Only for administrative users',
  // derived (issue 13: "a suspended user's API calls answer 403"); the spec gives no text
  userSuspended: 'This user is suspended. Contact support.',
  backToConsole: 'Back to console', // derived: the spec names the link, not its text
  sectionNotDefined: 'Section "{name}" not defined',
} as const

/** 'This VM is gone' for the missing-resource page. */
export function missingResourceTitle(object: string): string {
  return fill(errorTexts.missingResourceTitle, { object })
}

/** 'Create new VM' for the missing-resource page's link (shown when a create route exists). */
export function createNewText(object: string): string {
  return fill(errorTexts.createNew, { object })
}

/** 'Section "foo" not defined' for /section/{name} with an unknown name. */
export function sectionNotDefined(name: string): string {
  return fill(errorTexts.sectionNotDefined, { name })
}

/** At most this many available ids are listed in a not-found error (SPEC.md §8). */
export const NOT_FOUND_ID_LIMIT = 30

/**
 * The not-found error text: names the missing id and lists up to 30 ids that do exist (SPEC.md §8), then how
 * many more there are, e.g. `VM "abc" not found. Available ids: x, y (and 12 more)`. With none available it
 * says so. (The sentence is ours; the spec gives only the rule.)
 */
export function notFoundMessage(kind: string, id: string, available: readonly string[]): string {
  const head = `${kind} "${id}" not found.`
  if (available.length === 0) return `${head} No ids are available.`
  const shown = available.slice(0, NOT_FOUND_ID_LIMIT).join(', ')
  const more = available.length - NOT_FOUND_ID_LIMIT
  return `${head} Available ids: ${shown}${more > 0 ? ` (and ${more} more)` : ''}`
}

/**
 * Why a campaign code is refused (issue 14; domain `CAMPAIGN_REFUSALS`), shown beside the code field. The spec
 * gives no texts; these are derived.
 */
export const campaignErrors = {
  unknown: 'Unknown campaign code',
  expired: 'This campaign code is no longer valid',
  used_up: 'This campaign code has been used up',
  not_eligible: 'This billing account is not eligible for this campaign code',
} as const

/** Why a referral code is refused (beside the field `code`; issue 14 /referral). */
export const referralErrors = {
  unknown: 'Unknown referral code',
  own: 'You cannot use your own referral code',
  already: 'A referral code is already recorded for you',
  too_late: 'A referral code can only be recorded in the first 30 days after sign-up',
} as const
