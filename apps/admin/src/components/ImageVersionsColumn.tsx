import { Flex, Switch, Text } from '@radix-ui/themes'
import type { DataTableColumn } from '@cirrus/design-system'
import { UNPUBLISHED_MARKER } from '@cirrus/domain'

/** An OS image with versions an administrator publishes (VM images, bare-metal OS images). */
type Versioned = {
  display_name: string
  versions: readonly { os_version: string; display_name: string; published: boolean }[]
}

/**
 * The "Versions (published)" column of an image table: one switch per version, named "Publish {image} {version}",
 * the unpublished ones marked {@link UNPUBLISHED_MARKER} (/vm_images, /metal/os).
 */
export function imageVersionsColumn<T extends Versioned>(
  onPublish: (image: T, osVersion: string, published: boolean) => void,
): DataTableColumn<T> {
  return {
    id: 'versions',
    header: 'Versions (published)',
    value: (i) =>
      i.versions.map((v) => `${v.display_name}${v.published ? '' : ` ${UNPUBLISHED_MARKER}`}`).join(', '),
    cell: (i) => (
      <Flex direction="column" gap="1">
        {i.versions.map((v) => (
          <Text as="label" size="2" key={v.os_version}>
            <Flex gap="2" align="center">
              <Switch
                size="1"
                checked={v.published}
                aria-label={`Publish ${i.display_name} ${v.display_name}`}
                onCheckedChange={(on) => onPublish(i, v.os_version, on)}
              />
              {v.display_name}
              {!v.published && <Text color="gray">{UNPUBLISHED_MARKER}</Text>}
            </Flex>
          </Text>
        ))}
      </Flex>
    ),
  }
}
