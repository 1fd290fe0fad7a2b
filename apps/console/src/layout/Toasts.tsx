import { Toasts as ToastStack } from '@cirrus/app-kit'
import { renderRouterLink } from '../app/links'

/** The console's toast stack (@cirrus/app-kit) with prefetching router links. */
export function Toasts() {
  return <ToastStack renderLink={renderRouterLink} />
}
