/**
 * The words of the service page's one-click confirmations (issue 12): a VM's start or stop, a start or stop of
 * every VM, revealing the secrets. Each dialog also shows the call it makes (`serviceConfirmableRequest`).
 */
import type { CommandConfirmation } from '../../components/CommandConfirmDialog'
import type { ServiceConfirmable } from './service-commands'

/** The words of each one-click action's confirmation (each shows its call under "Show API request"). */
export function serviceConfirmations(service: string, vmCount: number) {
  const vms = `${vmCount} ${vmCount === 1 ? 'VM' : 'VMs'}`
  return {
    vm: (
      command: Extract<ServiceConfirmable, { type: 'startVm' | 'stopVm' }>,
      name: string,
    ): CommandConfirmation<ServiceConfirmable> =>
      command.type === 'stopVm'
        ? {
            command,
            title: `Stop ${name}?`,
            description: `${name} of ${service} shuts down until it is started again; its disk stays.`,
            confirmLabel: 'Stop',
            tone: 'warning',
          }
        : {
            command,
            title: `Start ${name}?`,
            description: `${name} of ${service} boots and serves again.`,
            confirmLabel: 'Start',
            tone: 'warning',
          },
    all: (type: 'startAll' | 'stopAll'): CommandConfirmation<ServiceConfirmable> =>
      type === 'stopAll'
        ? {
            command: { type },
            title: `Stop every VM of ${service}?`,
            description: `The ${vms} stop one after the other; the service is down until they start again.`,
            confirmLabel: 'Stop all',
            tone: 'warning',
          }
        : {
            command: { type },
            title: `Start every VM of ${service}?`,
            description: `The ${vms} start one after the other; each one's progress shows under Resources.`,
            confirmLabel: 'Start all',
            tone: 'warning',
          },
    revealSecrets: {
      command: { type: 'revealSecrets' },
      title: `Reveal the secrets of ${service}?`,
      description: 'They show on this page, readable by anyone who sees your screen, until you leave it.',
      confirmLabel: 'Reveal',
      tone: 'warning',
    } satisfies CommandConfirmation<ServiceConfirmable>,
  }
}
