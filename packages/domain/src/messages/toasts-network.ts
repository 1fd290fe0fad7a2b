/** Toast texts of networking (SPEC.md §8): IP addresses, VPC networks, firewalls, load balancers, whitelists, subinterfaces. Part of {@link messages} (`messages.ts`); see its header for the derived texts. */
import { create, pair, type ActionMessages } from './toast.js'

export const networkMessages = {
  ip: {
    create: create('IP Address created', 'Error creating IP Address', '/network/create/ip_address'), // derived failure
    update: pair('IP Address updated', 'Error updating IP Address'), // derived failure
    assign: pair('IP Address assigned to resource', 'Error assigning IP Address to resource'), // derived failure
    unassign: pair('IP Address unassigned', 'Error unassigning IP Address'), // derived failure
    delete: pair('IP Address deleted', 'Error deleting IP Address'), // derived failure
  },
  vpc: {
    create: create('VPC Network created', 'Error creating VPC Network', '/network/create/vpc'), // derived failure
    update: pair('VPC Network updated', 'Error updating VPC Network'), // derived failure
    delete: pair('VPC Network deleted', 'Error deleting VPC Network'), // derived failure
    setDefault: pair('VPC Network set as default', 'Error setting VPC Network as default'), // derived failure
  },
  firewall: {
    create: create('Firewall created', 'Error creating firewall', '/network/create/firewall'), // derived failure
    update: pair('Firewall updated', 'Error updating firewall'), // derived failure
    delete: pair('Firewall deleted', 'Error deleting firewall'), // derived failure
    addResource: pair('Resource added', 'Error adding resource'), // derived failure
    removeResource: pair('Resource removed', 'Error removing resource'), // derived failure
  },
  loadBalancer: {
    create: create(
      'Load Balancer created',
      'Failed to create Load Balancer',
      '/network/create/load_balancer',
    ),
    delete: pair('Load Balancer deleted', 'Failed to delete Load Balancer'), // derived failure
    rename: pair('Load Balancer renamed', 'Failed to rename Load Balancer'), // derived failure
    changeBillingAccount: pair(
      'Load Balancer billing account changed',
      'Failed to change billing account on Load Balancer', // derived, as object storage's
    ),
    addTarget: pair('Target added', 'Failed to add target'), // derived
    removeTarget: pair('Target removed', 'Failed to remove target'), // derived
    addForwardingRule: pair('Forwarding rule added', 'Failed to add forwarding rule'), // derived
    removeForwardingRule: pair('Forwarding rule removed', 'Failed to remove forwarding rule'), // derived
  },
  whitelist: {
    add: pair('Whitelist address added', 'Error adding whitelist address'),
    delete: pair('Whitelist address deleted', 'Error deleting whitelist address'), // derived failure
  },
  subinterface: {
    create: pair('Sub-interface created', 'Error creating sub-interface'),
    delete: pair('Sub-interface deleted', 'Error deleting sub-interface'),
  },
} as const satisfies Record<string, Record<string, ActionMessages>>
