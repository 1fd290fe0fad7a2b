/** danger (red) for deleting; warning (amber) for disruptive but recoverable actions such as a forced stop. */
export const confirmDialogTones = ['danger', 'warning'] as const
export type ConfirmDialogTone = (typeof confirmDialogTones)[number]

/** The Radix colour of the confirm button per tone. */
export const confirmToneColors = { danger: 'red', warning: 'amber' } as const satisfies Record<
  ConfirmDialogTone,
  'red' | 'amber'
>
