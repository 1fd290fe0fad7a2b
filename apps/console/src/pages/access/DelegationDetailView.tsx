import { useState } from 'react'
import { Button, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { ConfirmDialog, DataTable, Field, KeyValueList, type DataTableColumn } from '@cirrus/design-system'
import {
  apiRequests,
  isRestrictedGroup,
  type AccessGroup,
  type BillingAccount,
  type WarrenImpersonation,
} from '@cirrus/domain'
import { useApiRequest } from '../../app/api-request'
import { dateTimeText } from '../../app/format'
import { FormDialog } from '../../components/FormDialog'
import { Section } from '../../components/Section'
import { usernameError } from './access-forms'
import { groupScope, usersText } from './access-rows'
import { ScopeText } from './AccessTables'
import type { GroupCommand } from './use-access-actions'

/** Props of {@link DelegationDetailView}. */
export type DelegationDetailViewProps = {
  /** The group with its users. */
  group: AccessGroup
  /** The user's billing accounts, to name a restricted group's. */
  billingAccounts: readonly BillingAccount[]
  /** The command in flight, or null. */
  pending: GroupCommand['type'] | null
  /** Runs a command; resolves when it succeeded, rejects when it failed (the toast already said so). */
  onCommand: (command: GroupCommand) => Promise<unknown>
  /** The viewer's time zone for dates. @default 'UTC' */
  timeZone?: string
}

/** The dialog that is open. */
type Dialog = { kind: 'add' } | { kind: 'remove'; user: WarrenImpersonation } | { kind: 'delete' }

/**
 * /access/delegation/{id}/ (SPEC §2, §7): what the group shares ('restricted' to one billing account or every
 * resource), its users with a remove button each, "Add user" by username, and delete (confirmed).
 */
export function DelegationDetailView({
  group,
  billingAccounts,
  pending,
  onCommand,
  timeZone = 'UTC',
}: DelegationDetailViewProps) {
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const close = (open: boolean) => !open && setDialog(null)
  const removeRequest = useApiRequest(
    dialog?.kind === 'remove' ? apiRequests.access.removeUser(group.id, dialog.user.id) : null,
  )
  const deleteRequest = useApiRequest(apiRequests.access.deleteGroup(group.id))
  const columns: DataTableColumn<WarrenImpersonation>[] = [
    { id: 'username', header: 'Username', cell: (u) => u.grantee_username, primary: true },
    {
      id: 'added',
      header: 'Added',
      hideBelow: 'xs',
      cell: (u) => dateTimeText(u.created_at, timeZone) ?? '—',
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (u) => (
        <Button
          size="1"
          variant="soft"
          color="red"
          aria-label={`Remove ${u.grantee_username}`}
          disabled={pending !== null}
          onClick={() => setDialog({ kind: 'remove', user: u })}
        >
          Remove
        </Button>
      ),
    },
  ]
  return (
    <Flex direction="column" gap="4" p="4" maxWidth="900px">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="6">
            {group.name}
          </Heading>
          <Text size="2" color="gray">
            Delegation group · {usersText(group.impersonations.length)}
          </Text>
        </Flex>
        <Button
          color="red"
          variant="soft"
          loading={pending === 'delete'}
          onClick={() => setDialog({ kind: 'delete' })}
        >
          Delete group
        </Button>
      </Flex>
      <Section title="Shares">
        <KeyValueList
          items={[
            {
              label: 'Resources',
              value: (
                <ScopeText restricted={isRestrictedGroup(group)} scope={groupScope(group, billingAccounts)} />
              ),
            },
            { label: 'Created', value: dateTimeText(group.created_at, timeZone) },
          ]}
        />
      </Section>
      <Section
        title="Users"
        actions={
          <Button variant="soft" loading={pending === 'addUser'} onClick={() => setDialog({ kind: 'add' })}>
            Add user
          </Button>
        }
      >
        <DataTable
          label="Users"
          columns={columns}
          rows={group.impersonations}
          getRowId={(u) => u.id}
          emptyMessage="No users yet: add one by the e-mail address they sign in with"
        />
      </Section>
      {dialog?.kind === 'add' && (
        <AddUserDialog groupId={group.id} onClose={() => setDialog(null)} onCommand={onCommand} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        onOpenChange={close}
        title={dialog?.kind === 'remove' ? `Remove ${dialog.user.grantee_username}?` : 'Remove user?'}
        description="The user no longer sees the resources this group shares."
        confirmLabel="Remove"
        onConfirm={() =>
          dialog?.kind === 'remove' && onCommand({ type: 'removeUser', impersonationId: dialog.user.id })
        }
        apiRequest={removeRequest}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={close}
        title={`Delete ${group.name}?`}
        description={`Its ${usersText(group.impersonations.length)} no longer see the resources it shares.`}
        confirmText={group.name}
        confirmLabel="Delete group"
        onConfirm={() => onCommand({ type: 'delete' })}
        apiRequest={deleteRequest}
      />
    </Flex>
  )
}

/** Add a user by username (the e-mail address they sign in with). */
function AddUserDialog({
  groupId,
  onClose,
  onCommand,
}: {
  groupId: string
  onClose: () => void
  onCommand: (command: GroupCommand) => Promise<unknown>
}) {
  const [username, setUsername] = useState('')
  const [touched, setTouched] = useState(false)
  const error = usernameError(username)
  const apiRequest = useApiRequest(
    error === null ? apiRequests.access.addUser(groupId, { grantee_username: username.trim() }) : null,
  )
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Add a user"
      description="The user sees the resources this group shares in their own console."
      submitLabel="Add user"
      submitDisabled={error !== null}
      onSubmit={() => onCommand({ type: 'addUser', username: username.trim() })}
      apiRequest={apiRequest}
    >
      <Field label="Username" error={touched ? error : null} hint="The e-mail address they sign in with">
        <TextField.Root
          autoComplete="off"
          type="email"
          value={username}
          onBlur={() => setTouched(true)}
          onChange={(e) => setUsername(e.target.value)}
        />
      </Field>
    </FormDialog>
  )
}
