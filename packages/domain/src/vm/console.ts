/**
 * The VM serial console (issue 15, SPEC §2 "/console/{location}/{vmId}"): its WebSocket path and the frames both
 * ends exchange, shared by the platform (apps/platform/src/routes/vm-console.ts) and the console and admin apps
 * (packages/app-kit/src/console/). Frames are JSON text messages.
 */
import { z } from 'zod'

/** The console's path under the API (a GET answering 101 Switching Protocols), for one VM in one location. */
export function vmConsolePath(location: string, uuid: string): string {
  return `/v1/${encodeURIComponent(location)}/user-resource/vm/console?uuid=${encodeURIComponent(uuid)}`
}

/** What a viewer sends: typed bytes (a paste is typing), its size, or the Ctrl+Alt+Del key combination. */
export const ConsoleClientFrameSchema = z.union([
  z.object({ type: z.literal('input'), data: z.string().max(65_536) }),
  z.object({
    type: z.literal('resize'),
    cols: z.number().int().min(1).max(1000),
    rows: z.number().int().min(1).max(1000),
  }),
  z.object({ type: z.literal('ctrl-alt-del') }),
])
/** A frame a viewer sends. */
export type ConsoleClientFrame = z.infer<typeof ConsoleClientFrameSchema>

/** Why the platform ends a console session. */
export const CONSOLE_END_REASONS = ['deleted', 'idle'] as const
/** Why a console session ended. */
export type ConsoleEndReason = (typeof CONSOLE_END_REASONS)[number]

/** What the platform sends: serial output, the VM's state (a stopped VM takes no input), or the end. */
export const ConsoleServerFrameSchema = z.union([
  z.object({ type: z.literal('output'), data: z.string() }),
  z.object({ type: z.literal('status'), status: z.string(), name: z.string(), input: z.boolean() }),
  z.object({ type: z.literal('end'), reason: z.enum(CONSOLE_END_REASONS) }),
])
/** A frame the platform sends. */
export type ConsoleServerFrame = z.infer<typeof ConsoleServerFrameSchema>

/** WebSocket close codes of the console (4000–4999 are the application's). */
export const CONSOLE_CLOSE_CODES = { idle: 4000, deleted: 4001 } as const

/** How many bytes of output the platform replays to a viewer who joins. */
export const CONSOLE_REPLAY_BYTES = 64 * 1024
