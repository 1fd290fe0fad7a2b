/**
 * SSH keys (API-NOTES §12): `GET/POST /user-resource/ssh_keys`, `PATCH/DELETE /user-resource/ssh_keys/{uuid}`.
 * Keys belong to the user (not to a billing account, so delegation does not share them); a name is unique per
 * user (409, API-NOTES §1.5). Create answers 200, as live Warren does.
 */
import { and, asc, eq } from 'drizzle-orm'
import { SshKeyCreateInputSchema } from '@cirrus/domain'
import { apiRoutes, returns, takes } from '../http/route.js'
import { SshKey, Success } from '../http/entities.js'
import type { Principal } from '../http/env.js'
import { WarrenError } from '../http/errors.js'
import { userWideOnly } from '../http/scope.js'
import type { Platform } from '../platform.js'
import { isUniqueViolation } from '../services/accounts.js'
import { warrenTime } from '../services/format.js'
import { sshKeys } from '../store/schema.js'
import { isUuid } from '../services/usable.js'

/** PATCH changes the name, the key, or both: the create fields, each optional. */
const SshKeyUpdateInputSchema = SshKeyCreateInputSchema.partial()

const NOT_FOUND = 'SSH key not found'
const DUPLICATE = 'An SSH key with this name already exists'

function toWarrenSshKey(row: typeof sshKeys.$inferSelect) {
  return {
    uuid: row.uuid,
    name: row.name,
    public_key: row.publicKey,
    user_id: row.userId,
    created_at: warrenTime(row.createdAt),
  }
}

function duplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new WarrenError(409, DUPLICATE, { name: DUPLICATE })
  throw error
}

/** The caller's own key condition, or null for a malformed uuid. */
function ownKey(principal: Principal, uuid: string) {
  return isUuid(uuid) ? and(eq(sshKeys.uuid, uuid), eq(sshKeys.userId, principal.user.id)) : null
}

/** SSH key routes. */
export const sshKeyRoutes = (p: Platform) => {
  const db = p.store.db
  return apiRoutes()
    .use('/user-resource/ssh_keys/*', userWideOnly()) // no billing account owns them (http/scope.ts)
    .get('/user-resource/ssh_keys', returns([SshKey]), async (c) => {
      const rows = await db
        .select()
        .from(sshKeys)
        .where(eq(sshKeys.userId, c.var.principal.user.id))
        .orderBy(asc(sshKeys.createdAt), asc(sshKeys.name))
      return c.json(rows.map(toWarrenSshKey))
    })
    .post('/user-resource/ssh_keys', takes(SshKeyCreateInputSchema, SshKey), async (c) => {
      const input = c.req.valid('json')
      const [row] = await db
        .insert(sshKeys)
        .values({
          userId: c.var.principal.user.id,
          name: input.name,
          publicKey: input.public_key,
          createdAt: p.clock(),
        })
        .returning()
        .catch(duplicate)
      return c.json(toWarrenSshKey(row!))
    })
    .patch('/user-resource/ssh_keys/:uuid', takes(SshKeyUpdateInputSchema, SshKey), async (c) => {
      const input = c.req.valid('json')
      const where = ownKey(c.var.principal, c.req.param('uuid'))
      if (!where) throw new WarrenError(404, NOT_FOUND)
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.public_key !== undefined ? { publicKey: input.public_key } : {}),
      }
      const [row] =
        Object.keys(changes).length > 0
          ? await db.update(sshKeys).set(changes).where(where).returning().catch(duplicate)
          : await db.select().from(sshKeys).where(where)
      if (!row) throw new WarrenError(404, NOT_FOUND)
      return c.json(toWarrenSshKey(row))
    })
    .delete('/user-resource/ssh_keys/:uuid', returns(Success), async (c) => {
      const where = ownKey(c.var.principal, c.req.param('uuid'))
      const rows = where ? await db.delete(sshKeys).where(where).returning({ uuid: sshKeys.uuid }) : []
      if (rows.length === 0) throw new WarrenError(404, NOT_FOUND)
      return c.json({ success: true })
    })
}
