// Where the compute list's (and the dashboard's) main-thread time goes for the big account (issue 17): a
// PerformanceObserver 'longtask' list and a CPU profile (Chrome DevTools protocol) of the load of a route,
// summarised by self time per function and per script. Against a platform already running on a seeded big account
// (`apps/platform/bench/big-account-seed.ts`, as `bench/first-load.ts` seeds it):
//   PROFILE_URL=http://127.0.0.1:18842 PROFILE_PATH=/compute node --import tsx bench/profile-big.ts
// Prints numbers; asserts nothing.
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../../chromium.config'

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}

const base = process.env.PROFILE_URL ?? 'http://127.0.0.1:18842'
const route = process.env.PROFILE_PATH ?? '/compute'
const waitFor = process.env.PROFILE_WAIT ?? (route === '/' ? 'heading:Cost by billing account' : 'row')

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const ctx = await browser.newContext()
  const signIn = await ctx.request.post(`${base}/auth/sign-in`, {
    data: { email: 'demo@cirrus.test', password: 'demo-password-1' },
  })
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`)
  await ctx.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[] }
    w.longTasks = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.longTasks.push({ start: Math.round(e.startTime), duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  })
  const page = await ctx.newPage()
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  const t0 = performance.now()
  await page.goto(base + route)
  if (waitFor === 'row')
    await page.getByRole('table', { name: 'Virtual machines' }).getByRole('row').nth(1).waitFor()
  else
    await page.getByRole('heading', { name: waitFor.replace(/^heading:/, '') }).waitFor({ timeout: 120_000 })
  const usable = performance.now() - t0
  await page.evaluate(() => new Promise((r) => setTimeout(r, 1500)))
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] }
  }
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: unknown[] }).longTasks)
  console.log(
    `${route}: usable after ${usable.toFixed(0)} ms; long tasks (start ms, duration ms):`,
    JSON.stringify(tasks),
  )
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  const perScript = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    const file = n.callFrame.url.replace(/^.*\//, '') || '(native)'
    const key = `${n.callFrame.functionName || '(anonymous)'} ${file}:${n.callFrame.lineNumber}`
    self.set(key, (self.get(key) ?? 0) + ms)
    perScript.set(file, (perScript.get(file) ?? 0) + ms)
  })
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
  console.log('self time by script:\n' + top(perScript, 12).join('\n'))
  console.log('self time by function:\n' + top(self, 25).join('\n'))
  // Busy stretches (the long tasks): consecutive non-idle samples, with their top functions by self time and the
  // outermost script frames (what started the work: a timer, a fetch's answer, a module's evaluation).
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const name = (n: Node) =>
    `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\//, '') || '(native)'}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`
  const outer = (id: number) => {
    let at: number | undefined = id
    let found: Node | undefined
    while (at !== undefined) {
      const n = byId.get(at)!
      if (n.callFrame.url) found = n
      at = parent.get(at)
    }
    return found ? name(found) : name(byId.get(id)!)
  }
  let t = 0
  let run: { start: number; end: number; self: Map<string, number>; outer: Map<string, number> } | undefined
  const runs: NonNullable<typeof run>[] = []
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000
    t += dt
    const n = byId.get(id)!
    if (n.callFrame.functionName === '(idle)') {
      if (run && t - run.end > 5) {
        runs.push(run)
        run = undefined
      }
      return
    }
    run ??= { start: t, end: t, self: new Map(), outer: new Map() }
    run.end = t
    run.self.set(name(n), (run.self.get(name(n)) ?? 0) + dt)
    const o = outer(id)
    run.outer.set(o, (run.outer.get(o) ?? 0) + dt)
  })
  if (run) runs.push(run)
  for (const r of runs.filter((x) => x.end - x.start >= 50)) {
    console.log(`busy ${r.start.toFixed(0)}–${r.end.toFixed(0)} ms (${(r.end - r.start).toFixed(0)} ms):`)
    console.log('  outermost script frames:\n' + top(r.outer, 6).join('\n'))
    console.log('  self:\n' + top(r.self, 8).join('\n'))
  }
} finally {
  await browser.close()
}
