/** Toast texts of compute and storage (SPEC.md §8): disks, VMs, managed services, object storage and its keys, bare metal. Part of {@link messages} (`messages.ts`); see its header for the derived texts. */
import { create, pair, type ActionMessages } from './toast.js'

export const computeStorageMessages = {
  disk: {
    create: create('Disk created', 'Error creating disk', '/disks/create'),
    clone: pair('Disk cloned', 'Error cloning disk'), // derived failure
    update: pair('Disk updated', 'Error updating disk'), // derived failure
    delete: pair('Disk deleted', 'Error deleting disk'), // derived failure
    attach: pair('Disk attached', 'Error attaching disk'), // derived failure
    detach: pair('Disk detached', 'Error detaching disk'), // derived failure
    // The disk page resizes and snapshots with the VM-storage texts (vm.resizeDisk, vm.takeSnapshot,
    // vm.deleteSnapshot: the same events); restoring a standalone disk has its own text (issue 10).
    restoreSnapshot: pair('Restored disk from snapshot', 'Error restoring disk from snapshot'), // derived
  },
  vm: {
    create: create('VM created', 'Error creating VM', '/compute/create'),
    update: pair('Virtual Machine updated', 'Error updating VM'), // derived failure
    start: pair('Virtual Machine started', 'Error starting VM'), // derived failure
    stop: pair('Virtual Machine stopped', 'Error stopping VM'), // derived failure
    forceStop: pair('Virtual Machine forcefully stopped', 'Error forcefully stopping VM'), // derived failure
    delete: pair('Virtual Machine deleted', 'Error deleting VM'), // derived failure
    reinstall: pair('Virtual Machine reinstalled', 'Error reinstalling VM'), // derived failure
    clone: pair('Virtual Machine cloned', 'Error cloning VM'), // derived failure
    addDisk: pair('Disk added', 'Error adding disk'), // derived failure
    resizeDisk: pair('Disk resized', 'Error resizing disk'), // derived failure
    // "Snapshot or Backup deleted" and "Restored VM from snapshot or backup": one text per replica type.
    deleteSnapshot: pair('Snapshot deleted', 'Error deleting snapshot'), // derived failure
    deleteBackup: pair('Backup deleted', 'Error deleting backup'), // derived failure
    restoreFromSnapshot: pair('Restored VM from snapshot', 'Error restoring VM from snapshot'), // derived failure
    restoreFromBackup: pair('Restored VM from backup', 'Error restoring VM from backup'), // derived failure
    enableBackups: pair('VM Backups enabled', 'Error enabling VM Backups'), // derived failure
    disableBackups: pair('VM Backups disabled', 'Error disabling VM Backups'), // derived failure
    // The console's other VM actions (issue 5); the spec lists no text for them, so both texts are derived.
    takeSnapshot: pair('Snapshot created', 'Error creating snapshot'), // derived
    bootIso: pair('VM booting from ISO', 'Error booting VM from ISO'), // derived
    changeBillingAccount: pair('VM billing account changed', 'Error changing VM billing account'), // derived
    changePassword: pair('VM password changed', 'Error changing VM password'), // derived
  },
  service: {
    // The failure toast also carries a retry link with the request and a view link: see serviceCreateFailure.
    create: create('Service created', 'Error creating Service', '/services/create'),
    delete: pair('Service deleted', 'Error deleting Service'),
    update: pair('Service updated', 'Error updating Service'),
    startVm: pair('Starting Service VM done', 'Error starting Service VM'),
    stopVm: pair('Stopping Service VM done', 'Error stopping Service VM'),
    restoreBackup: pair('Restoring Service backup done', 'Error restoring Service backup'),
  },
  // Issue 18 "change billing account" of a disk and a service (derived, as the VM's).
  diskBilling: {
    changeBillingAccount: pair('Disk billing account changed', 'Error changing disk billing account'),
  },
  serviceBilling: {
    changeBillingAccount: pair('Service billing account changed', 'Error changing Service billing account'),
  },
  bucket: {
    create: create('Object storage created', 'Failed to create object storage', '/storage/create'),
    delete: pair('Object storage deleted', 'Failed to delete object storage'),
    changeBillingAccount: pair(
      'Object storage billing account changed',
      'Failed to change billing account on object storage',
    ),
  },
  storageKey: {
    generate: pair('Storage access key generated', 'Failed to generate storage access key'),
    delete: pair('Storage access key deleted', 'Failed to delete storage access key'),
  },
  // Bare metal (SPEC §2 /metal/…): the spec lists no texts, so both are derived in its own pattern.
  metal: {
    create: create('Bare metal server leased', 'Error leasing bare metal server', '/metal/create'), // derived
    release: pair('Bare metal server released', 'Error releasing bare metal server'), // derived
  },
} as const satisfies Record<string, Record<string, ActionMessages>>
