/** Starting values every create form shares: the default OS image and billing account. */
import { visibleVersions, type BillingAccount, type WarrenVmImage } from '@cirrus/domain'

/** The default image: the platform's `is_default` one, else the first in display order. */
export function defaultImage(images: readonly WarrenVmImage[], isAdmin: boolean) {
  const usable = images.filter((i) => visibleVersions(i, isAdmin).length > 0)
  const image = usable.find((i) => i.is_default) ?? usable[0]
  return image
    ? { osName: image.os_name, osVersion: visibleVersions(image, isAdmin)[0]?.os_version ?? '' }
    : {}
}

/** The default billing account: the one marked default, else the first active one. */
export function defaultBillingAccount(accounts: readonly BillingAccount[]): number | null {
  return (accounts.find((a) => a.is_default && a.is_active) ?? accounts.find((a) => a.is_active))?.id ?? null
}
