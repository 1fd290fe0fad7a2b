/** The panel's tabs: the `curl` command always, the Terraform block when the resource has one. */
export const apiRequestFormats = ['curl', 'terraform'] as const
export type ApiRequestFormat = (typeof apiRequestFormats)[number]
