/** Tokens and groups for the access section's stories. */
import { parseApiToken, type AccessGroup } from '@cirrus/domain'
import { makeAccessGroup, makeImpersonation } from '@cirrus/domain/fixtures'
import { billingAccounts } from '../../stories/helpers'
import { groupRows, tokenRows } from './access-rows'

const [main, project] = billingAccounts

/** A token restricted to the main account, a global one and one of the project account. */
export const tokens = [
  parseApiToken({
    id: 7,
    description: 'GitHub Actions deploy',
    restricted: true,
    billing_account_id: main!.id,
    created_at: '2026-03-02 09:15:00',
    token_prefix: 'ck_4f9a',
  }),
  parseApiToken({
    id: 8,
    description: 'Terraform (all projects)',
    restricted: false,
    billing_account_id: null,
    created_at: '2026-04-18 14:02:00',
    token_prefix: 'ck_b21e',
  }),
  parseApiToken({
    id: 9,
    description: 'Monitoring',
    restricted: true,
    billing_account_id: project!.id,
    created_at: '2026-05-30 07:40:00',
    token_prefix: 'ck_77c0',
  }),
]

/** An unrestricted group with two users and one restricted to the project account with none. */
export const groups: AccessGroup[] = [
  makeAccessGroup({
    id: '3',
    name: 'Operations team',
    billing_account_id: null,
    created_at: '2026-02-11 10:00:00',
    impersonations: [
      makeImpersonation(
        { id: '31', grantee_username: 'grace@example.com', created_at: '2026-02-11 10:01:00' },
        1,
      ),
      makeImpersonation(
        { id: '32', grantee_username: 'linus@example.com', created_at: '2026-03-20 16:45:00' },
        2,
      ),
    ],
  }),
  makeAccessGroup({
    id: '4',
    name: 'Accountants',
    billing_account_id: project!.id,
    created_at: '2026-05-01 08:30:00',
    impersonations: [],
  }),
]

/** The rows of the lists. */
export const tokenRowsData = tokenRows(tokens, billingAccounts)
/** The rows of the lists. */
export const groupRowsData = groupRows(groups, billingAccounts)
