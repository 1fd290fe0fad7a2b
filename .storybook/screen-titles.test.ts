// Every app story file is titled by the scheme (screen-titles.ts) and says which SPEC screen it shows.
// Run: `npx vitest run --project storybook-rules` (part of `npm run test:root`).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { expectedTitle, words } from './screen-titles'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function storyFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : storyFiles(relative)
    return /\.stories\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

const files = ['apps/console/src', 'apps/admin/src'].flatMap(storyFiles)

describe('screen story titles', () => {
  it('finds the story files of both apps', () => {
    expect(files.filter((f) => f.startsWith('apps/console/')).length).toBeGreaterThan(30)
    expect(files.filter((f) => f.startsWith('apps/admin/')).length).toBeGreaterThan(10)
  })

  it.each(files)('%s is titled App/Section/Screen and names its SPEC screen', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    const expected = expectedTitle(file)!
    const titles = [...text.matchAll(/^\s*title: '([^']*)'/gm)].map((m) => m[1])
    expect(titles, `${file}: set the meta's title to '${expected}'`).toEqual([expected])
    expect(
      /\.\.\.specScreen\(|parameters: specScreen\(/.test(text),
      `${file}: add \`...specScreen('SPEC §2 <route>', '<what the screen is>')\` to the meta's parameters (@cirrus/app-kit): the SPEC screen the stories show`,
    ).toBe(true)
  })

  it('derives titles from the path', () => {
    expect(expectedTitle('apps/console/src/pages/compute/VmDetailPage.stories.tsx')).toBe(
      'Console/Compute/VM detail',
    )
    expect(expectedTitle('apps/console/src/pages/network/vpc/VpcCreateView.stories.tsx')).toBe(
      'Console/Network/VPC create',
    )
    expect(expectedTitle('apps/admin/src/pages/hosts/HostsView.stories.tsx')).toBe(
      'Admin/Compute/Hypervisors',
    )
    expect(expectedTitle('apps/admin/src/pages/new-thing/NewThingView.stories.tsx')).toBe(
      'Admin/New thing/New thing',
    )
    expect(expectedTitle('apps/console/src/layout/ShellView.stories.tsx')).toBe('Console/Layout/Shell')
    expect(expectedTitle('packages/design-system/src/components/Price/Price.stories.tsx')).toBeNull()
    expect(words('LoadBalancerDetail')).toBe('Load balancer detail')
  })
})
