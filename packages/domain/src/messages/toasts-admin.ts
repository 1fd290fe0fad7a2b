/** Toast texts of the admin app (issues 13, 14): infrastructure, pricing, bare metal, network settings, users, billing and growth. Part of {@link messages} (`messages.ts`); see its header for the derived texts. */
import { pair, type ActionMessages } from './toast.js'

export const adminMessages = {
  // Admin: infrastructure and pricing (issue 13). The spec lists no texts: derived in its own pattern.
  adminInfra: {
    hostCreate: pair('Hypervisor added', 'Error adding hypervisor'), // derived
    hostMaintenanceOn: pair('Hypervisor in maintenance', 'Error switching maintenance mode'), // derived
    hostMaintenanceOff: pair('Hypervisor out of maintenance', 'Error switching maintenance mode'), // derived
    poolUpdate: pair('Hypervisor pool updated', 'Error updating hypervisor pool'), // derived
    locationUpdate: pair('Location updated', 'Error updating location'), // derived
    imageUpdate: pair('Image updated', 'Error updating image'), // derived
    imagePublish: pair('Image version published', 'Error publishing image version'), // derived
    imageUnpublish: pair('Image version unpublished', 'Error unpublishing image version'), // derived
    priceChange: pair('Price saved', 'Error saving price'), // derived
    currencyCreate: pair('Currency added', 'Error adding currency'), // derived
    currencyUpdate: pair('Currency updated', 'Error updating currency'), // derived
  },
  // The admin bare-metal screens (issue 14 /metal/…): the spec lists no texts, so both are derived in its pattern.
  adminMetal: {
    typeCreate: pair('Machine type added', 'Error adding machine type'), // derived
    typeUpdate: pair('Machine type updated', 'Error updating machine type'), // derived
    typeRetire: pair('Machine type retired', 'Error retiring machine type'), // derived
    machineCreate: pair('Machine added', 'Error adding machine'), // derived
    machineState: pair('Machine state changed', 'Error changing machine state'), // derived
    machineRetire: pair('Machine retired', 'Error retiring machine'), // derived
    osPublish: pair('Operating system version published', 'Error publishing operating system version'), // derived
    osUnpublish: pair('Operating system version unpublished', 'Error unpublishing operating system version'), // derived
  },
  // Admin: network settings (issue 14 /vm_conf). The spec lists no texts: derived in its own pattern.
  adminNetwork: {
    rangeAdd: pair('Public IP range added', 'Error adding public IP range'), // derived
    rangeUpdate: pair('Public IP range updated', 'Error updating public IP range'), // derived
    rangeRemove: pair('Public IP range removed', 'Error removing public IP range'), // derived
    defaultsUpdate: pair('Network defaults updated', 'Error updating network defaults'), // derived
  },
  // The admin app (issue 13): the spec lists no texts, so both are derived in its own pattern.
  admin: {
    updateConfig: pair('Platform configuration updated', 'Error updating platform configuration'), // derived
    updateGeneral: pair('General settings updated', 'Error updating general settings'), // derived
    vmMove: pair('Virtual Machine moved', 'Error moving VM'), // derived
    accountSuspend: pair('Billing account suspended', 'Error suspending billing account'), // derived
    accountActivate: pair('Billing account reactivated', 'Error reactivating billing account'), // derived
  },
  // Admin billing and growth (issue 14): the spec lists no texts, so both are derived in its own pattern.
  adminBilling: {
    customProductCreate: pair('Custom product added', 'Error adding custom product'), // derived
    customProductEnd: pair('Custom product stopped', 'Error stopping custom product'), // derived
    campaignCreate: pair('Campaign created', 'Error creating campaign'), // derived
    campaignUpdate: pair('Campaign updated', 'Error updating campaign'), // derived
  },
  // The analytics sink and the referral rule (issue 14 /tracking, /referral).
  adminGrowth: {
    trackingUpdate: pair('Tracking settings saved', 'Error saving tracking settings'), // derived
    referralRuleUpdate: pair('Referral rule saved', 'Error saving referral rule'), // derived
  },
} as const satisfies Record<string, Record<string, ActionMessages>>
