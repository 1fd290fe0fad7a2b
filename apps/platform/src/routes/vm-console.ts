/**
 * The serial console of a VM (issue 15, SPEC §2): `GET /v1/{location}/user-resource/vm/console?uuid=…` upgraded to
 * a WebSocket (101; docs/CONTRACTS.md; frames in packages/domain/src/vm/console.ts). Authenticated like every /v1
 * call (session cookie or `apikey`, before routing), authorised like the VM itself (usable(): owner, delegated
 * user, administrator; any other caller gets the VM's own 400 "No such virtual machine exists"), and a browser's
 * Origin must be the platform's — all BEFORE the upgrade: a refused caller gets a plain HTTP answer and no socket.
 * A GET without `Upgrade: websocket` is 426. The sessions live in services/vm-console.ts; this file only wires a
 * socket to them.
 */
import { VmUuidInputSchema } from '@cirrus/domain'
import { apiRoutes, takes } from '../http/route.js'
import { WarrenError } from '../http/errors.js'
import { acceptWebSocket, isUpgrade, sameOrigin } from '../http/websocket.js'
import type { Platform } from '../platform.js'
import { kinds, usable } from '../services/usable.js'
import { vmConsoles, type ConsoleViewer } from '../services/vm-console.js'

/** The VM console route. */
export const vmConsoleRoutes = (p: Platform) => {
  const consoles = vmConsoles(p)
  p.background.push({ start() {}, stop: async () => consoles.close() })
  return apiRoutes().get(
    '/user-resource/vm/console',
    takes(VmUuidInputSchema, {
      101: 'Switching Protocols: the VM serial console as a WebSocket of JSON frames (packages/domain/src/vm/console.ts)',
    }),
    async (c) => {
      const { uuid } = c.req.valid('json')
      if (!sameOrigin(c.req.raw, p.settings.publicUrl)) throw new WarrenError(403, 'Origin not allowed')
      await usable(p.store.db, kinds.vm, c.var.principal, c.var.location.slug, uuid)
      if (!isUpgrade(c.req.raw)) throw new WarrenError(426, 'Upgrade Required: open this path as a WebSocket')
      const { principal, location } = c.var
      acceptWebSocket(c.req.raw, (socket) => {
        const viewer: ConsoleViewer = {
          principal,
          location,
          send: (frame) => {
            if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame))
          },
          close: (code, reason) => socket.close(code, reason),
        }
        const joined = consoles.join(uuid, viewer)
        socket.on('message', (data) => void joined.then(() => consoles.receive(uuid, viewer, String(data))))
        socket.on('close', () => void joined.then(() => consoles.leave(uuid, viewer)))
      })
      return c.body(null, 200)
    },
  )
}
