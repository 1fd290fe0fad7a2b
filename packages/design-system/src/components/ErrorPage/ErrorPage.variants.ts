/** The error pages, for the stories' overview. Texts are SPEC §2 "Error pages", exactly. */
export const errorPageKinds = ['not-found', 'missing-resource', 'router-error'] as const
export type ErrorPageKind = (typeof errorPageKinds)[number]

/** SPEC §2 texts, in one place so pages and tests use the same strings. */
export const errorPageTexts = {
  notFoundTitle: 'This page is gone',
  goToDashboard: 'Go to dashboard',
  missingTitle: (object: string) => `This ${object} is gone`,
  missingText: 'Time to move on. This item is deleted or you do not have access.',
  createNew: (object: string) => `Create new ${object}`,
  routerErrorTitle: 'Something went wrong!',
  routeNotFoundTitle: 'Not Found',
  showError: 'Show Error',
} as const
