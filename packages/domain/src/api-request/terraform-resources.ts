/**
 * Create inputs as resources of Warren's official Terraform provider. Attribute names are the provider's
 * (`WarrenCloudPlatform/terraform-provider-warren`, docs/resources/*.md; API-NOTES §16): the VM's `ram` is
 * `memory`, `disks` is `disk_size_in_gb`, a disk's `size_gb` is `size_in_gb`, `billing_account_id` is
 * `billing_account`. Fields the provider has no attribute for (a VM's description or pool, a disk's display
 * name) are left out; the display name becomes the block's label.
 */
import type { DiskCreateInput } from '../disk/schema.js'
import type { IpCreateInput } from '../ip/schema.js'
import type { NetworkCreateInput } from '../network/schema.js'
import type { VmCreateInput } from '../vm/schema.js'
import type { TerraformResource } from './terraform.js'

/** Builders of Terraform resources from the console's create inputs (for {@link toTerraform}). */
export const terraformResources = {
  /** `warren_virtual_machine` from a VM create (one public key: the provider takes one). */
  vm: (input: VmCreateInput): TerraformResource => ({
    type: 'warren_virtual_machine',
    name: input.name,
    attributes: {
      name: input.name,
      os_name: input.os_name,
      os_version: input.os_version,
      disk_size_in_gb: input.disks,
      vcpu: input.vcpu,
      memory: input.ram,
      username: input.username,
      // Never printed: read from a sensitive variable (as the curl command reads $VM_PASSWORD).
      password: input.password ? { variable: 'vm_password' } : undefined,
      public_key: input.public_key ?? input.public_keys?.[0],
      cloud_init: input.cloud_init,
      network_uuid: input.network_uuid,
      billing_account: input.billing_account_id,
      reserve_public_ip: input.reserve_public_ip,
      backup: input.backup,
      source_uuid: input.source_uuid,
      source_replica: input.source_replica,
    },
  }),
  /** `warren_disk` from a disk create, optionally attached to a VM (`server_uuid`). */
  disk: (input: DiskCreateInput, serverUuid?: string): TerraformResource => ({
    type: 'warren_disk',
    name: input.display_name ?? 'disk',
    attributes: {
      size_in_gb: input.size_gb,
      billing_account: input.billing_account_id,
      source_image_type: input.source_image_type === 'EMPTY' ? undefined : input.source_image_type,
      source_image_uuid: input.source_image_type === 'EMPTY' ? undefined : input.source_image,
      server_uuid: serverUuid,
    },
  }),
  /** `warren_floating_ip` from an IP create, optionally assigned to a VM (`assigned_to`). */
  ip: (input: IpCreateInput, assignedTo?: string): TerraformResource => ({
    type: 'warren_floating_ip',
    name: input.name ?? 'ip',
    attributes: { name: input.name, billing_account: input.billing_account_id, assigned_to: assignedTo },
  }),
  /** `warren_network` from a network create. */
  network: (input: NetworkCreateInput): TerraformResource => ({
    type: 'warren_network',
    name: input.name ?? 'network',
    attributes: { name: input.name },
  }),
}
