/** /admin/test-components: the route module (no data). */
import { TestComponentsView } from './TestComponentsView'

/** The test-components screen. */
export default function TestComponentsPage() {
  return <TestComponentsView />
}
