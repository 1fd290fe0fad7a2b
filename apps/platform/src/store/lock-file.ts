/**
 * A lock file next to the PGlite data folder: PGlite does not lock its data directory, so two processes could
 * both open it and both write (PLATFORM-NOTES.md). The file holds the owner's pid; a lock left behind by a
 * killed process (its pid no longer exists) is taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'

/** A held lock. */
export type LockFile = { path: string; release(): void }

/** Takes the lock or throws naming the process that holds it. */
export function acquireLockFile(path: string): LockFile {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      let released = false
      return {
        path,
        release() {
          if (released) return
          released = true
          try {
            unlinkSync(path)
          } catch {
            // already gone: nothing to release
          }
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(path, 'utf8').trim())
      if (owner && isAlive(owner)) {
        throw new Error(`The data folder is in use by process ${owner} (lock file ${path})`)
      }
      unlinkSync(path) // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the lock file ${path}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
