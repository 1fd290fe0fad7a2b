// One ESLint config for the whole workspace: typescript-eslint, react-hooks, jsx-a11y.
// Copy this file's shape when adding a package; do not add per-package configs.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/drizzle/**',
      '**/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  {
    // The design system never reaches for routing, global state, HTTP or the domain (ARCHITECTURE.md).
    files: ['packages/design-system/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react-router',
            'react-router-*',
            'jotai',
            'jotai/*',
            'ky',
            '@cirrus/domain',
            '@tanstack/react-query',
          ],
        },
      ],
    },
  },
  {
    // The domain package has no React.
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'react/*', '@cirrus/design-system'] },
      ],
    },
  },
)
