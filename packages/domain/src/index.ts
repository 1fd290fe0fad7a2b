// Public surface of @cirrus/domain: each module's index.ts names what it publishes, explicitly (STYLE.md), and
// this file re-exports the modules. A change of names is a change to a published package (exports.test.ts).
// A new module: its folder's index.ts, and one line here.

// Pricing (SPEC.md §3 Pricing, §4, §9; CONTRACTS.md "Money"), and how a price changes with an action.
export * from './pricing/index.js'
// Console configuration and state rules (SPEC.md §4, §6; CONTRACTS.md GET /v1/config/console)
export * from './config/index.js'
// Time (SPEC.md §3 Timestamps, §5, §9 locale)
export * from './time/index.js'
// Messages and constants (SPEC.md §2 error pages, §4 progress, §8 toasts, §9 constants)
export * from './messages/index.js'
// Rules shared by the console's forms and the platform's validation, the bounds of every input
// (API-NOTES §7.6, CONTRACTS sign-up; issue 9), and the network form rules (issue 11).
export * from './rules/index.js'
// "Show API request" (issue 10): one Warren call as data, which the client sends and the console shows as
// curl; the official Terraform provider's resource blocks.
export * from './api-request/index.js'
// Warren entities, request bodies and their client calls (SPEC.md §3, §7; API-NOTES.md), one module per resource.
export * from './http/index.js'
export * from './vm/index.js'
export * from './disk/index.js'
export * from './ip/index.js'
export * from './network/index.js'
export * from './firewall/index.js'
export * from './load-balancer/index.js'
export * from './service/index.js'
export * from './storage/index.js'
export * from './image/index.js'
// Bare metal (SPEC §2 /metal/…, CONTRACTS.md "Non-Warren endpoints").
export * from './metal/index.js'
export * from './access/index.js'
export * from './interface/index.js'
export * from './account/index.js'
// TanStack Query keys and options of every Warren call.
export * from './query/index.js'
// Test fixtures are not part of the main entry: import them from '@cirrus/domain/fixtures' (issue 9).
export * from './admin/index.js'
export * from './billing/index.js'
export * from './infra/index.js'
// VM and host metrics (issue 18, CONTRACTS.md "VM metrics").
export * from './metrics/index.js'
// The command palette's fuzzy ranking and resource index (issue 18).
export * from './search/index.js'
// Activity feed, live updates (SSE) and bulk actions (issue 18).
export * from './activity/index.js'
