import { describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { createApp } from '../app.js'
import { testSettings } from '../settings.js'
import { operations, vms } from '../store/schema.js'
import { usePlatform } from '../../test/helpers.js'
import { insertVm } from '../../test/fixtures.js'
import { VM_LOCKED_MESSAGE, type OperationRunner } from './runner.js'

const t = usePlatform()

/** The test operation's payload. */
const RenamePayload = z.looseObject({
  name: z.string().optional(),
  ms: z.number().optional(),
  fail: z.boolean().optional(),
})

/** A test operation that renames a VM after `ms` of simulated time; `fail` makes it fail with a 400. */
function registerRename(
  runner: OperationRunner,
  calls: { rollbacks: number; completes?: number } = { rollbacks: 0 },
) {
  runner.register('test.rename', {
    payload: RenamePayload,
    durationMs: (op) => Number(op.payload.ms ?? 0),
    async complete(tx, op) {
      calls.completes = (calls.completes ?? 0) + 1
      if (op.payload.fail) {
        const { WarrenError } = await import('../http/errors.js')
        throw new WarrenError(400, 'refused by the simulator')
      }
      await tx
        .update(vms)
        .set({ name: String(op.payload.name) })
        .where(eq(vms.uuid, op.resourceUuid!))
      return { uuid: op.resourceUuid }
    },
    async rollback() {
      calls.rollbacks++
    },
  })
  return calls
}

async function vmRow(uuid: string) {
  const [row] = await t.store.db.select().from(vms).where(eq(vms.uuid, uuid))
  return row!
}

describe('durable operations', () => {
  it('runs an operation to completion and clears the busy mark in the same transaction', async () => {
    const runner = t.app.platform.ops
    registerRename(runner)
    const vm = await insertVm(t.store, t.alice)
    const id = await runner.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 'renamed' } },
      () => {},
    )
    expect((await vmRow(vm.uuid)).busyOperationId).toBe(id)
    expect(await runner.run(id)).toEqual({ uuid: vm.uuid })
    const after = await vmRow(vm.uuid)
    expect(after).toMatchObject({ name: 'renamed', busyOperationId: null })
    const [op] = await t.store.db.select().from(operations).where(eq(operations.id, id))
    expect(op).toMatchObject({ status: 'done', attempts: 1, leaseOwner: null })
  })

  it('answers 409 to a second operation on a busy VM, also from another process', async () => {
    // A second app on the same database stands in for another platform process (its own lease owner).
    const other = createApp(t.store, { settings: { ...testSettings, operationTimeScale: 1 } })
    const first = t.app.platform.ops
    registerRename(first)
    registerRename(other.platform.ops)
    const slow = createApp(t.store, { settings: { ...testSettings, operationTimeScale: 1 } })
    registerRename(slow.platform.ops)
    const vm = await insertVm(t.store, t.alice)
    const id = await slow.platform.ops.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 'a', ms: 300 } },
      () => {},
    )
    const running = slow.platform.ops.run(id)
    await expect(
      other.platform.ops.submitForVm(vm.uuid, { kind: 'test.rename', payload: { name: 'b' } }, () => {}),
    ).rejects.toMatchObject({ status: 409, message: VM_LOCKED_MESSAGE })
    await running
    const next = await other.platform.ops.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 'b' } },
      () => {},
    )
    await other.platform.ops.run(next)
    expect((await vmRow(vm.uuid)).name).toBe('b')
  })

  it('fails cleanly: the error reaches the caller, rollback runs, the VM is free again', async () => {
    const runner = t.app.platform.ops
    const calls = registerRename(runner)
    const vm = await insertVm(t.store, t.alice)
    const id = await runner.submitForVm(vm.uuid, { kind: 'test.rename', payload: { fail: true } }, () => {})
    await expect(runner.run(id)).rejects.toMatchObject({ status: 400, message: 'refused by the simulator' })
    expect(calls.rollbacks).toBe(1)
    expect((await vmRow(vm.uuid)).busyOperationId).toBeNull()
  })

  it('re-claims an operation whose owner died (expired lease) and completes it', async () => {
    const runner = t.app.platform.ops
    registerRename(runner)
    const vm = await insertVm(t.store, t.alice)
    const id = await runner.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 'recovered' } },
      () => {},
    )
    // What a SIGKILL leaves behind: running, owned by a dead process, lease expired.
    await t.store.db
      .update(operations)
      .set({
        status: 'running',
        leaseOwner: 'dead-host:1',
        leaseExpiresAt: new Date(Date.now() - 1000),
        attempts: 1,
      })
      .where(eq(operations.id, id))
    expect(await runner.recover()).toBe(1)
    expect(await runner.waitFor(id)).toEqual({ uuid: vm.uuid })
    expect(await vmRow(vm.uuid)).toMatchObject({ name: 'recovered', busyOperationId: null })
  })

  it('leaves a live lease alone unless taking over an exclusive store', async () => {
    const runner = t.app.platform.ops
    registerRename(runner)
    const vm = await insertVm(t.store, t.alice)
    const id = await runner.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 'taken-over' } },
      () => {},
    )
    await t.store.db
      .update(operations)
      .set({ status: 'running', leaseOwner: 'dead-host:2', leaseExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(operations.id, id))
    expect(await runner.recover()).toBe(0)
    expect(await runner.recover({ takeOver: true })).toBe(1)
    expect((await vmRow(vm.uuid)).name).toBe('taken-over')
  })

  it('rolls back an operation interrupted too often', async () => {
    const runner = t.app.platform.ops
    const calls = registerRename(runner)
    const vm = await insertVm(t.store, t.alice)
    const id = await runner.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 'never' } },
      () => {},
    )
    await t.store.db
      .update(operations)
      .set({
        status: 'running',
        leaseOwner: 'dead-host:3',
        leaseExpiresAt: new Date(Date.now() - 1000),
        attempts: testSettings.operationMaxAttempts,
      })
      .where(eq(operations.id, id))
    await runner.recover()
    await expect(runner.waitFor(id)).rejects.toMatchObject({ status: 500 })
    expect(calls.rollbacks).toBe(1)
    expect(await vmRow(vm.uuid)).toMatchObject({ name: 'fixture-vm', busyOperationId: null })
  })

  it('keeps no password hash or cloud-init in a finished operation, done or failed', async () => {
    const runner = t.app.platform.ops
    registerRename(runner)
    const vm = await insertVm(t.store, t.alice)
    const secrets = { passwordHash: 'scrypt$secret', cloudInit: '#cloud-config\npassword: x' }
    const done = await runner.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 'ok', ...secrets } },
      () => {},
    )
    await runner.run(done)
    const failed = await runner.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { fail: true, ...secrets } },
      () => {},
    )
    await expect(runner.run(failed)).rejects.toMatchObject({ status: 400 })
    const rows = await t.store.db.select().from(operations)
    expect(rows.map((r) => [r.status, r.payload])).toEqual([
      ['done', { name: 'ok' }],
      ['failed', { fail: true }],
    ])
  })

  it('redacts operations finished before the rule, leaves unfinished ones alone', async () => {
    const secret = { passwordHash: 'h', cloudInit: 'c', name: 'kept' }
    await t.store.db.insert(operations).values([
      { kind: 'vm.create', status: 'done', payload: secret },
      { kind: 'vm.create', status: 'failed', payload: { passwordHash: 'h' } },
      { kind: 'vm.create', status: 'pending', payload: secret },
    ])
    expect(await t.app.platform.ops.redactFinished()).toBe(2)
    const rows = await t.store.db.select().from(operations).orderBy(operations.id)
    expect(rows.map((r) => r.payload)).toEqual([{ name: 'kept' }, {}, secret])
    expect(await t.app.platform.ops.redactFinished()).toBe(0)
  })

  it('fails an operation whose stored payload is corrupted, without running it, and frees the VM', async () => {
    const logs: Record<string, unknown>[] = []
    const app = createApp(t.store, { settings: testSettings, log: (line) => logs.push(line) })
    const calls = registerRename(app.platform.ops)
    const vm = await insertVm(t.store, t.alice)
    const id = await app.platform.ops.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 42 } },
      () => {},
    )
    await expect(app.platform.ops.run(id)).rejects.toMatchObject({
      status: 500,
      message: 'The operation could not be read back',
    })
    expect(calls).toMatchObject({ rollbacks: 0 })
    expect(calls.completes).toBeUndefined()
    expect(await vmRow(vm.uuid)).toMatchObject({ name: 'fixture-vm', busyOperationId: null })
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: 'operation payload is invalid', operation: id }),
    )
  })

  it('answers 504 when the operation does not finish within operationWaitMs', async () => {
    const app = createApp(t.store, { settings: { ...testSettings, operationWaitMs: 100 } })
    registerRename(app.platform.ops)
    const vm = await insertVm(t.store, t.alice)
    const id = await app.platform.ops.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 'late' } },
      () => {},
    )
    // Another process holds it with a live lease and never finishes.
    await t.store.db
      .update(operations)
      .set({ status: 'running', leaseOwner: 'stuck-host:1', leaseExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(operations.id, id))
    const started = Date.now()
    await expect(app.platform.ops.run(id)).rejects.toMatchObject({
      status: 504,
      message: expect.stringContaining('still running'),
    })
    expect(Date.now() - started).toBeLessThan(2_000)
    await expect(app.platform.ops.waitFor(id, 20)).rejects.toMatchObject({ status: 504 })
  })

  it('stops work when its heartbeat fails and lets another worker apply the effect exactly once', async () => {
    const logs: Record<string, unknown>[] = []
    const settings = { ...testSettings, operationTimeScale: 1, operationLeaseMs: 150 }
    const first = createApp(t.store, { settings, log: (line) => logs.push(line) })
    const second = createApp(t.store, { settings })
    const firstCalls = registerRename(first.platform.ops)
    const secondCalls = registerRename(second.platform.ops)
    const vm = await insertVm(t.store, t.alice)
    const id = await first.platform.ops.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 'once', ms: 5_000 } },
      () => {},
    )
    const running = first.platform.ops.run(id)
    await vi.waitFor(async () => {
      const [op] = await t.store.db.select().from(operations).where(eq(operations.id, id))
      expect(op!.status).toBe('running')
    })
    // The lease is lost (as after a network partition): the next heartbeat finds it is no longer ours.
    await t.store.db
      .update(operations)
      .set({ leaseOwner: 'partitioned-away', leaseExpiresAt: new Date(Date.now() - 1) })
      .where(eq(operations.id, id))
    await vi.waitFor(() =>
      expect(logs).toContainEqual(
        expect.objectContaining({ msg: expect.stringContaining('heartbeat failed'), operation: id }),
      ),
    )
    // The first worker gave up at once (no 5 s wait); another worker takes it over and finishes it.
    await t.store.db
      .update(operations)
      .set({ payload: { name: 'once' } })
      .where(eq(operations.id, id))
    expect(await second.platform.ops.recover()).toBe(1)
    expect(await running).toEqual({ uuid: vm.uuid })
    await first.platform.ops.stop()
    expect(firstCalls.completes).toBeUndefined()
    expect(secondCalls.completes).toBe(1)
    expect(await vmRow(vm.uuid)).toMatchObject({ name: 'once', busyOperationId: null })
  })

  it('stops work when the heartbeat query itself fails', async () => {
    const logs: Record<string, unknown>[] = []
    const settings = { ...testSettings, operationTimeScale: 1, operationLeaseMs: 150, operationWaitMs: 500 }
    const app = createApp(t.store, { settings, log: (line) => logs.push(line) })
    const calls = registerRename(app.platform.ops)
    const vm = await insertVm(t.store, t.alice)
    const id = await app.platform.ops.submitForVm(
      vm.uuid,
      { kind: 'test.rename', payload: { name: 'never', ms: 5_000 } },
      () => {},
    )
    const update = vi.spyOn(t.store.db, 'update').mockImplementation(() => {
      throw new Error('connection reset')
    })
    try {
      void app.platform.ops.run(id).catch(() => undefined)
      await vi.waitFor(() =>
        expect(logs).toContainEqual(
          expect.objectContaining({
            msg: expect.stringContaining('heartbeat failed'),
            error: expect.stringContaining('connection reset'),
          }),
        ),
      )
    } finally {
      update.mockRestore()
    }
    await app.platform.ops.stop()
    expect(calls.completes).toBeUndefined()
    const [op] = await t.store.db.select().from(operations).where(eq(operations.id, id))
    expect(op).toMatchObject({ status: 'running' })
  })
})
