/** /profile/ (SPEC §2): the route module. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { useServices } from '../../app/services'
import { ProfileView } from './ProfileView'

/** The profile screen. */
export default function ProfilePage() {
  const { queries } = useServices()
  const { data: user } = useSuspenseQuery(queries.currentUser())
  return <ProfileView user={user} />
}
