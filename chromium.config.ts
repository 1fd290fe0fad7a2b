// Debian's chromium, shared by Vitest browser mode and Playwright (TOOLCHAIN.md): never a downloaded browser.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
]

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs }
