#!/usr/bin/env node
/**
 * Operator command line (`cirrus-platform`, issue 4 "Users and access"): create a user or an administrator,
 * create an API token, reset a password, set or show a billing account's quotas, run migrations. Uses the same store as the server: DATABASE_URL, else
 * the PGlite folder (DATA_DIR or apps/platform/.data/pglite). With PGlite, stop the server first (the data
 * folder is locked by one process at a time).
 */
import { parseArgs } from 'node:util'
import { QUOTA_RESOURCES, type QuotaResource } from '@cirrus/domain'
import { createPlatform } from './platform.js'
import { createApiToken, createUser, setPassword, weakPasswordReason } from './services/accounts.js'
import { quotasOf, setQuotas } from './services/quotas.js'
import { settingsFromEnv } from './settings.js'
import { billingAccountById } from './store/billing-accounts.js'
import { findUserByEmail } from './store/users.js'
import { createStore, defaultDataDir, type Store } from './store/store.js'

const USAGE = `Usage: cirrus-platform <command> [options]

Commands:
  migrate                                   apply pending database migrations
  user:create --email E --password P [--admin] [--first-name F] [--last-name L]
                                            create a user (or an administrator) with a default billing account
  token:create --email E [--description D] [--billing-account ID]
                                            create an API token (restricted to one billing account when given);
                                            prints the secret once
  password:reset --email E --password P     set a new password
  quota:set --billing-account ID [--vms N] [--vcpu N] [--ram-mb N] [--disks N] [--disk-gb N] [--public-ips N]
            [--networks N] [--load-balancers N] [--buckets N] [--managed-services N] [--metal-leases N]
                                            override quotas of one billing account (N, or "default" to
                                            use the QUOTA_* default again); prints the account's quotas
  quota:show --billing-account ID           print limit and usage of every quota of one billing account

Store: DATABASE_URL (PostgreSQL), else DATA_DIR or apps/platform/.data/pglite (PGlite).`

/** Runs the CLI with the given arguments; returns the exit code. */
export async function runCli(
  argv: string[],
  out: (line: string) => void = console.log,
  /** An open store to use instead of the environment's (tests); it is left open. */
  given?: Store,
): Promise<number> {
  const [command, ...rest] = argv
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      admin: { type: 'boolean', default: false },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      description: { type: 'string' },
      'billing-account': { type: 'string' },
      'data-dir': { type: 'string' },
      ...QUOTA_OPTIONS,
    },
    strict: true,
  })
  if (!command || command === 'help' || command === '--help') {
    out(USAGE)
    return command ? 0 : 2
  }
  const need = (name: 'email' | 'password'): string => {
    const value = values[name]
    if (!value) throw new Error(`--${name} is required`)
    return value
  }
  const env = process.env
  const store =
    given ??
    (await createStore(
      env.DATABASE_URL
        ? { databaseUrl: env.DATABASE_URL }
        : { dataDir: values['data-dir'] ?? env.DATA_DIR ?? defaultDataDir },
    ))
  try {
    const p = createPlatform(store, { settings: settingsFromEnv({ ...env, NODE_ENV: 'development' }) })
    switch (command) {
      case 'migrate':
        out('Migrations applied.')
        return 0
      case 'user:create': {
        const password = need('password')
        const weak = weakPasswordReason(password)
        if (weak) throw new Error(weak)
        const user = await createUser(p, {
          email: need('email'),
          password,
          isAdmin: values.admin,
          firstName: values['first-name'],
          lastName: values['last-name'],
        })
        out(`Created ${user.isAdmin ? 'administrator' : 'user'} ${user.email} (id ${user.id}).`)
        return 0
      }
      case 'token:create': {
        const email = need('email').toLowerCase()
        const user = await findUserByEmail(store.db, email)
        if (!user) throw new Error(`No user ${email}`)
        const billingAccountId = values['billing-account'] ? Number(values['billing-account']) : null
        if (billingAccountId !== null) {
          const account = await billingAccountById(store.db, billingAccountId)
          if (!account || account.userId !== user.id)
            throw new Error(`${email} has no billing account ${billingAccountId}`)
        }
        const { row, token } = await createApiToken(p, user.id, {
          description: values.description ?? 'Created by cirrus-platform',
          billingAccountId,
        })
        out(`Token ${row.id} for ${email}${row.restricted ? ` (billing account ${billingAccountId})` : ''}:`)
        out(token)
        return 0
      }
      case 'password:reset': {
        const password = need('password')
        const weak = weakPasswordReason(password)
        if (weak) throw new Error(weak)
        if (!(await setPassword(p, need('email'), password))) throw new Error(`No user ${values.email}`)
        out(`Password of ${values.email} reset.`)
        return 0
      }
      case 'quota:set':
      case 'quota:show': {
        const id = Number(values['billing-account'])
        if (!Number.isInteger(id) || !(await billingAccountById(store.db, id))) {
          throw new Error(
            `No billing account ${values['billing-account'] ?? '(--billing-account is required)'}`,
          )
        }
        if (command === 'quota:set') {
          const limits = quotaLimitsFromOptions(values)
          if (Object.keys(limits).length === 0) throw new Error('Give at least one quota, e.g. --vms 50')
          await setQuotas(store.db, id, limits)
        }
        for (const quota of await quotasOf(store.db, p.settings, id)) {
          out(`${quota.resource.padEnd(18)} ${String(quota.used).padStart(8)} / ${quota.limit}`)
        }
        return 0
      }
      default:
        out(`Unknown command: ${command}\n\n${USAGE}`)
        return 2
    }
  } finally {
    if (!given) await store.close()
  }
}

/** One `--<quota-key>` option per quota (`ram_mb` → `--ram-mb`). */
const QUOTA_OPTIONS = Object.fromEntries(
  QUOTA_RESOURCES.map((resource) => [resource.replaceAll('_', '-'), { type: 'string' as const }]),
)

/** The quota options given: a whole number 0 to 2^31 − 1, or `default` (null: back to the QUOTA_* default). */
function quotaLimitsFromOptions(
  values: Record<string, unknown>,
): Partial<Record<QuotaResource, number | null>> {
  const limits: Partial<Record<QuotaResource, number | null>> = {}
  for (const resource of QUOTA_RESOURCES) {
    const option = resource.replaceAll('_', '-')
    const value = values[option]
    if (typeof value !== 'string') continue
    if (value === 'default') {
      limits[resource] = null
      continue
    }
    const n = Number(value)
    if (!/^\d+$/.test(value) || n > 2 ** 31 - 1) {
      throw new Error(`--${option} must be a whole number from 0 to 2147483647, or "default": ${value}`)
    }
    limits[resource] = n
  }
  return limits
}

// Run when executed as the bin (not when imported by tests).
if (process.argv[1] && /cli\.(js|ts)$/.test(process.argv[1])) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    },
  )
}
