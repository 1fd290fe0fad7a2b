/**
 * The section screens' code, preloaded 2 s after start (SPEC §2, §9) so the first click on a section is instant.
 * A module of its own, loaded with the background prefetch (main.tsx): the list and its loop stay out of the first
 * load (issue 17).
 */
import type { RouteModuleImport } from './app/route-module'
import { screens } from './screens'

/** The screens of the side nav's sections. */
export const sectionScreens: readonly RouteModuleImport[] = [
  screens.mainLayout,
  screens.dashboard,
  screens.vmList,
  screens.vmCreate,
  screens.vmDetail,
  screens.loadBalancerCreate,
  screens.loadBalancerDetail,
  screens.firewallCreate,
  screens.firewallDetail,
  screens.diskList,
  screens.diskCreate,
  screens.diskDetail,
  screens.network,
  screens.networkCreate,
  screens.vpcDetail,
  screens.ipDetail,
  screens.metalList,
  screens.metalCreate,
  screens.metalLease,
  screens.bucketList,
  screens.bucketCreate,
  screens.bucketDetail,
  screens.serviceList,
  screens.serviceCreate,
  screens.serviceDetail,
  screens.billingList,
  screens.billingCreate,
  screens.billingAccount,
  screens.billingEdit,
  screens.invoiceDetail,
  screens.accessList,
  screens.accessCreate,
  screens.tokenDetail,
  screens.delegationDetail,
]

/**
 * Loads the section screens' code after `delayMs`, so the first click on a section is instant without slowing
 * the first paint. Returns a function that cancels the preload. Failures are ignored: the router retries the
 * import when the screen is actually opened. One screen a task (issue 17): each import adds its chunks' preload
 * links, and all of them at once was one main-thread task of ≈ 200 ms on the loaded bench machine, landing in the
 * middle of a big compute list's load.
 */
export function preloadSectionScreens(delayMs: number, imports = sectionScreens): () => void {
  let i = 0
  const next = () => {
    imports[i++]?.().catch(() => {})
    if (i < imports.length) timer = setTimeout(next)
  }
  let timer = setTimeout(next, delayMs)
  return () => clearTimeout(timer)
}
