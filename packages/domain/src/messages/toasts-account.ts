/** Toast texts of the account (SPEC.md §8): delegations, API tokens, billing accounts, campaign codes. Part of {@link messages} (`messages.ts`); see its header for the derived texts. */
import { create, pair, type ActionMessages } from './toast.js'

export const accountMessages = {
  delegation: {
    create: create(
      'Delegation access group created',
      'Error creating delegation access group',
      '/access/create/access_delegation',
    ),
    delete: pair('Access Delegation deleted', 'Error deleting Access Delegation'),
    addUser: pair('Access Delegation user added', 'Error adding Access Delegation user'),
    deleteUser: pair('Access Delegation user deleted', 'Error deleting Access Delegation user'),
  },
  // API tokens (SPEC §2 /access/create/api_token, /access/token/{id}/): the spec lists no texts, so both are
  // derived in its own pattern.
  token: {
    create: create('API token created', 'Error creating API token', '/access/create/api_token'), // derived
    delete: pair('API token deleted', 'Error deleting API token'), // derived
  },
  // Billing accounts (issue 12, SPEC §2 /billing/create and …/edit): §8 lists no text for them, so both texts
  // are derived in the spec's pattern.
  billing: {
    create: create('Billing account created', 'Error creating billing account', '/billing/create'), // derived
    update: pair('Billing account updated', 'Error updating billing account'), // derived
  },
  // A customer redeems a campaign code on a billing account (issue 14).
  campaign: {
    redeem: pair('Campaign code redeemed', 'Error redeeming campaign code'), // derived
  },
} as const satisfies Record<string, Record<string, ActionMessages>>
