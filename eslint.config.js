import tseslint from 'typescript-eslint';
import lodestar from './eslint-rules/no-import-cycle.js';

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group, message })) }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '**/.output/**', '**/.wxt/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // No circle in the house: every folder reads top-down (docs/architecture.md). Type-only imports and lazy
  // import() count too, so shared types live in their own module, not in one of two files that need each other.
  {
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{js,mjs}', 'bench/**/*.{js,mjs,ts}', 'e2e/**/*.ts'],
    plugins: { lodestar },
    rules: { 'lodestar/no-import-cycle': 'error' },
  },
  // Dependencies flow one way (DESIGN.md, Layout): core imports nothing of the apps; the apps
  // never import each other; a widget never imports another widget nor the shell.
  {
    files: ['packages/core/**'],
    rules: restrict([['@lodestar/server', '@lodestar/web', '**/apps/**', 'react', 'react-dom', 'node:*']], 'core is pure: no apps, React or Node I/O'),
  },
  {
    files: ['apps/server/**'],
    rules: restrict([['@lodestar/web', '**/apps/web/**']], 'the server does not import the web app'),
  },
  {
    files: ['apps/web/**'],
    rules: restrict([['@lodestar/server', '**/apps/server/**']], 'the web app talks to the server over HTTP only'),
  },
  // The shell imports features and widgets, never the reverse (issue 24 item 6): what a panel or a feature
  // shares with the shell (PanelProps, ShellUser, signOutAndLeave, the panel controls) lives in lib. lib and
  // components/ui sit under everything: no shell, feature or widget. (Rules of one name do not merge across
  // blocks, so each block repeats the web app's server rule.)
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@lodestar/server', '**/apps/server/**'], message: 'the web app talks to the server over HTTP only' },
            { regex: '(^|/)app(/|$)', message: 'a feature never imports the shell: its contracts with the shell are in lib' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@lodestar/server', '**/apps/server/**'], message: 'the web app talks to the server over HTTP only' },
            { regex: '(^|/)(app|features|widgets)(/|$)', message: 'lib and components/ui import no shell, feature or widget' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/widgets/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // ../define-widget is the contract every widget uses, not another widget.
            { regex: '^\\.\\./(?!\\.\\./|define-widget$)', message: 'a widget never imports another widget' },
            { regex: '(^|/)(app|features)(/|$)', message: 'a widget never imports the shell or a feature' },
          ],
        },
      ],
    },
  },
);
