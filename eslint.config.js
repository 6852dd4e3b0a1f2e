// @ts-check
/**
 * Linting: typed typescript-eslint rules for TypeScript, eslint-plugin-astro for .astro files, React hooks
 * rules and accessibility rules (jsx-a11y-x, the jsx-a11y fork that supports ESLint 10) for the React islands.
 * `npm run lint` allows no warnings.
 */
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', '.astro/', '.netlify/', 'reports/', 'node_modules/']),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers in template literals read clearly in messages.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` is the usual React shorthand.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // tsconfig's noPropertyAccessFromIndexSignature decides dot or bracket access; the two must not disagree.
      '@typescript-eslint/dot-notation': 'off',
      // Leading underscores name what is deliberately left unused (a field dropped by destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests index into arrays they have just asserted on (noUncheckedIndexedAccess makes that `T | undefined`).
    // They also read parsed JSON, JSON-LD and RSS loosely and assert on it: a wrong shape fails the assertion.
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Stubs of fetch and loaders are async to match the real signatures.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['src/islands/**/*.tsx'], extends: [jsxA11y.configs.strict] },
  { files: ['src/islands/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat.recommended] },
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-strict'],
  {
    files: ['**/*.astro'],
    // Components are linted without type information; `astro check` type-checks them (strictest settings).
    // astro-eslint-parser has no project service: with `project` it builds a new TypeScript program and checker
    // for every .astro file, 33 of ESLint's 53 s here, for rules that have little to read in frontmatter (the
    // logic lives in src/lib, which the typed rules cover).
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { parserOptions: { projectService: false, project: false } },
    rules: {
      // A box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1), so its region takes a tabindex.
      'astro/jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: [] }],
    },
  },
  // Plain JavaScript (this file, the lockfile helper) is outside the TypeScript project.
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
);
