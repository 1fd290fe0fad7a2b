// The baseline for `npm run bench`: the smallest React + Radix Themes page, built in the same run as the
// console so the console's first load can be reported as a ratio to it.
import { createRoot } from 'react-dom/client'
import { Theme, Button, Heading } from '@radix-ui/themes'
import '@radix-ui/themes/styles.css'

createRoot(document.getElementById('root')!).render(
  <Theme>
    <Heading>Bare page</Heading>
    <Button>Ready</Button>
  </Theme>,
)
