/**
 * SSH keys (API-NOTES §12): `GET/POST /user-resource/ssh_keys`, `PATCH/DELETE /user-resource/ssh_keys/{uuid}`.
 * Keys belong to the user (not to a billing account, so delegation does not share them); a name is unique per
 * user (409, API-NOTES §1.5). Create answers 200, as live Warren does.
 */
import { SshKeyCreateInputSchema } from '@cirrus/domain'
import { apiRoutes, returns, takes } from '../http/route.js'
import { SshKey, Success } from '../http/entities.js'
import { WarrenError } from '../http/errors.js'
import { userWideOnly } from '../http/scope.js'
import type { Platform } from '../platform.js'
import { isUniqueViolation } from '../services/accounts.js'
import { warrenTime } from '../services/format.js'
import { isUuid } from '../services/usable.js'
import {
  deleteOwnSshKey,
  insertSshKey,
  listSshKeys,
  updateOwnSshKey,
  type SshKeyRow,
} from '../store/ssh-keys.js'

/** PATCH changes the name, the key, or both: the create fields, each optional. */
const SshKeyUpdateInputSchema = SshKeyCreateInputSchema.partial()

const NOT_FOUND = 'SSH key not found'
const DUPLICATE = 'An SSH key with this name already exists'

function toWarrenSshKey(row: SshKeyRow) {
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

/** SSH key routes. */
export const sshKeyRoutes = (p: Platform) => {
  const db = p.store.db
  return apiRoutes()
    .use('/user-resource/ssh_keys/*', userWideOnly()) // no billing account owns them (http/scope.ts)
    .get('/user-resource/ssh_keys', returns([SshKey]), async (c) => {
      const rows = await listSshKeys(db, c.var.principal.user.id)
      return c.json(rows.map(toWarrenSshKey))
    })
    .post('/user-resource/ssh_keys', takes(SshKeyCreateInputSchema, SshKey), async (c) => {
      const input = c.req.valid('json')
      const row = await insertSshKey(db, {
        userId: c.var.principal.user.id,
        name: input.name,
        publicKey: input.public_key,
        createdAt: p.clock(),
      }).catch(duplicate)
      return c.json(toWarrenSshKey(row))
    })
    .patch('/user-resource/ssh_keys/:uuid', takes(SshKeyUpdateInputSchema, SshKey), async (c) => {
      const input = c.req.valid('json')
      const uuid = c.req.param('uuid')
      if (!isUuid(uuid)) throw new WarrenError(404, NOT_FOUND)
      const changes = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.public_key !== undefined ? { publicKey: input.public_key } : {}),
      }
      const row = await updateOwnSshKey(db, c.var.principal.user.id, uuid, changes).catch(duplicate)
      if (!row) throw new WarrenError(404, NOT_FOUND)
      return c.json(toWarrenSshKey(row))
    })
    .delete('/user-resource/ssh_keys/:uuid', returns(Success), async (c) => {
      const uuid = c.req.param('uuid')
      const deleted = isUuid(uuid) && (await deleteOwnSshKey(db, c.var.principal.user.id, uuid))
      if (!deleted) throw new WarrenError(404, NOT_FOUND)
      return c.json({ success: true })
    })
}
