import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createApp } from '../app.js'
import { testSettings } from '../settings.js'
import { operations, vms } from '../store/schema.js'
import { usePlatform } from '../../test/helpers.js'
import { insertVm } from '../../test/fixtures.js'
import { VM_LOCKED_MESSAGE, type OperationRunner } from './runner.js'

const t = usePlatform()

/** A test operation that renames a VM after `ms` of simulated time; `fail` makes it fail with a 400. */
function registerRename(runner: OperationRunner, calls: { rollbacks: number } = { rollbacks: 0 }) {
  runner.register('test.rename', {
    durationMs: (op) => Number(op.payload.ms ?? 0),
    async complete(tx, op) {
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
})
