import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "data", ".tmp", "node_modules", "src/server/db/migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "no-console": ["error", { allow: ["warn", "error"] }],
      // The client and the server share only src/shared.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "@/server/*"],
              message: "The client imports nothing from the server; share through src/shared.",
            },
          ],
        },
      ],
    },
  },
  {
    // A server feature reaches another only through its index (`../<feature>`); its own files
    // are its own. Tests and their kits may reach in to arrange state.
    files: ["src/server/features/*/**/*.ts"],
    ignores: ["**/*.test.ts", "**/test-kit.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(?!\\.\\.)[^/]+/",
              message: 'Import another feature through its index: from "../<feature>".',
            },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks print their figures as tables.
    files: ["bench/**/*.ts"],
    rules: { "no-console": ["error", { allow: ["warn", "error", "log", "table"] }] },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/server/**", "**/client/**", "node:*"] }],
    },
  },
);
