/**
 * The admin app's base path (vite.config.ts `base`, the platform's static route). A module of its own: the entry
 * needs it, and `menu.tsx` (every menu icon) must stay out of the first load (issue 17).
 */
export const ADMIN_BASE = '/admin'
