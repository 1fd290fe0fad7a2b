/** /about (SPEC §2): the route module. */
import { AboutView } from './AboutView'

/** The about screen. */
export default function AboutPage() {
  return <AboutView version={__CIRRUS_VERSION__} apiUrl={window.location.origin} />
}
