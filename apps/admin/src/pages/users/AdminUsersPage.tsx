/** /admin_users: the administrators among the users (issue 13). */
import { UsersScreen } from './UsersPage'

/** The admin users screen. */
export default function AdminUsersPage() {
  return <UsersScreen kind="admins" />
}
