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
    },
  },
  { files: ['src/islands/**/*.tsx'], extends: [jsxA11y.configs.strict] },
  { files: ['src/islands/**/*.{ts,tsx}'], extends: [reactHooks.configs.flat.recommended] },
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-strict'],
  // Plain JavaScript (this file, the lockfile helper) is outside the TypeScript project.
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
);
