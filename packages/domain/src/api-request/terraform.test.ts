import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hclString, terraformLabel, toTerraform } from './terraform.js'
import { terraformResources } from './terraform-resources.js'

/** Reads back an HCL quoted string the way Terraform does (escapes, `$${` and `%%{`). */
function readHclString(literal: string): string {
  expect(literal.startsWith('"') && literal.endsWith('"')).toBe(true)
  const inner = literal.slice(1, -1)
  // An unescaped quote or a live template sequence would end or interpolate the string.
  expect(inner).not.toMatch(/(^|[^\\])(\\\\)*"/)
  expect(inner.replace(/\$\$\{|%%\{/g, '')).not.toMatch(/\$\{|%\{/)
  // eslint-disable-next-line no-control-regex
  expect(inner).not.toMatch(/[\u0000-\u001f]/)
  return inner.replace(/\\(u[0-9a-f]{4}|.)|\$\$\{|%%\{/g, (match: string, esc?: string) => {
    if (match === '$${') return '${'
    if (match === '%%{') return '%{'
    if (esc!.startsWith('u') && esc!.length === 5) return String.fromCharCode(parseInt(esc!.slice(1), 16))
    return ({ n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' } as Record<string, string>)[esc!]!
  })
}

describe("toTerraform (issue 10, the official provider's resources)", () => {
  it('writes a resource block, attributes sorted and aligned, empty ones left out', () => {
    expect(
      toTerraform({
        type: 'warren_disk',
        name: 'Data disk #1',
        attributes: { size_in_gb: 20, billing_account: 12, server_uuid: undefined, source_image_type: null },
      }),
    ).toBe(
      [
        'resource "warren_disk" "data_disk_1" {',
        '  billing_account = 12',
        '  size_in_gb      = 20',
        '}',
        '',
      ].join('\n'),
    )
  })

  it('escapes quotes, backslashes, newlines and template sequences', () => {
    const block = toTerraform({
      type: 'warren_virtual_machine',
      name: 'x',
      attributes: { cloud_init: 'a "b" \\c\n${var.x} %{if}', backup: false, tags: ['a', 1, true] },
    })
    expect(block).toContain('backup     = false')
    expect(block).toContain('cloud_init = "a \\"b\\" \\\\c\\n$${var.x} %%{if}"')
    expect(block).toContain('tags       = ["a", 1, true]')
  })

  it("gives any string back unchanged through HCL's escapes (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(readHclString(hclString(value))).toBe(value)
      }),
    )
  })

  it.each([
    ['web-1', 'web-1'],
    ['Web server #1', 'web_server_1'],
    ['1st', '_1st'],
    ['-x', '_-x'],
    ['Ünïcödé', 'unicode'],
    ['😀', 'this'],
    ['', 'this'],
  ])('labels %j as %j', (name, label) => {
    expect(terraformLabel(name)).toBe(label)
    expect(label).toMatch(/^[A-Za-z_][A-Za-z0-9_-]*$/)
  })

  it('refuses an attribute name HCL cannot hold and a number it cannot write', () => {
    expect(() => toTerraform({ type: 'warren_network', name: 'n', attributes: { 'a b': 1 } })).toThrow()
    expect(() => toTerraform({ type: 'warren_network', name: 'n', attributes: { a: Number.NaN } })).toThrow()
  })
})

describe("terraformResources: create inputs under the provider's attribute names (API-NOTES §16)", () => {
  it('maps a VM create to warren_virtual_machine', () => {
    const block = toTerraform(
      terraformResources.vm({
        name: 'web-1',
        os_name: 'ubuntu',
        os_version: '22.04',
        disks: 20,
        vcpu: 2,
        ram: 2048,
        username: 'tfuser',
        network_uuid: 'net-1',
        billing_account_id: 7,
        reserve_public_ip: false,
        description: 'not a provider attribute',
      }),
    )
    expect(block).toBe(
      [
        'resource "warren_virtual_machine" "web-1" {',
        '  billing_account   = 7',
        '  disk_size_in_gb   = 20',
        '  memory            = 2048',
        '  name              = "web-1"',
        '  network_uuid      = "net-1"',
        '  os_name           = "ubuntu"',
        '  os_version        = "22.04"',
        '  reserve_public_ip = false',
        '  username          = "tfuser"',
        '  vcpu              = 2',
        '}',
        '',
      ].join('\n'),
    )
  })

  it('maps a disk, a floating IP and a network', () => {
    expect(
      terraformResources.disk({ size_gb: 30, source_image_type: 'EMPTY', display_name: 'logs' }, 'vm-1'),
    ).toEqual({
      type: 'warren_disk',
      name: 'logs',
      attributes: expect.objectContaining({
        size_in_gb: 30,
        server_uuid: 'vm-1',
        source_image_type: undefined,
      }),
    })
    expect(
      terraformResources.disk({ source_image_type: 'DISK', source_image: 'd-1' }).attributes,
    ).toMatchObject({ source_image_type: 'DISK', source_image_uuid: 'd-1' })
    expect(toTerraform(terraformResources.ip({ name: 'ingress', billing_account_id: 3 }))).toBe(
      'resource "warren_floating_ip" "ingress" {\n  billing_account = 3\n  name            = "ingress"\n}\n',
    )
    expect(toTerraform(terraformResources.network({ name: 'tf-net' }))).toBe(
      'resource "warren_network" "tf-net" {\n  name = "tf-net"\n}\n',
    )
  })

  it('never prints a password: the block reads a sensitive variable it declares', () => {
    const hcl = toTerraform(
      terraformResources.vm({
        name: 'web-1',
        os_name: 'ubuntu',
        os_version: '24.04',
        disks: 20,
        vcpu: 2,
        ram: 2048,
        password: 'Secret123',
      } as Parameters<typeof terraformResources.vm>[0]),
    )
    expect(hcl).not.toContain('Secret123')
    expect(hcl).toContain('variable "vm_password" {\n  type      = string\n  sensitive = true\n}\n\n')
    expect(hcl).toMatch(/^ {2}password +=\s*var\.vm_password$/m)
    expect(hcl.indexOf('variable "vm_password"')).toBeLessThan(
      hcl.indexOf('resource "warren_virtual_machine"'),
    )
  })
})
