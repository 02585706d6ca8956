import { readdirSync } from "node:fs";
import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const noServerCode = {
  group: ["**/server/**", "@/server/*"],
  message: "The client imports nothing from the server; share through src/shared.",
};

// Every form is made by useCheckedForm, which checks it with the server's schema, loaded when the
// form is first used unless the form is its screen's main content (decision 0048).
const formsThroughTheHook = [
  {
    name: "react-hook-form",
    importNames: ["useForm"],
    message: "Make a form with useCheckedForm (@/client/components/checked-form).",
  },
  {
    name: "@hookform/resolvers/zod",
    message: "useCheckedForm makes a form's check from its schema: give it check or eagerCheck.",
  },
];

const components = [
  "src/client/components",
  ["app", "features"],
  "components and lib sit below the features and app.",
];

/** A floor of the client that imports nothing from the folders above it, nor the server. */
const below = (floor, above, message, paths = formsThroughTheHook) => ({
  files: [`${floor}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths,
        patterns: [
          noServerCode,
          { group: above.flatMap((dir) => [`@/client/${dir}`, `@/client/${dir}/**`]), message },
        ],
      },
    ],
  },
});

// Client features don't import each other: pages (`*-page.tsx`) and `app` compose them
// (docs/decisions/0034-client-data-and-boundaries.md). Two features are actions offered on
// every screen that shows a member or a cost, so any feature's components may render them:
// safety (report, block, mute), hearts (top up) and photos (a member's gallery). They import no
// feature themselves, but for photos' "Report photo" (safety).
const clientFeatures = readdirSync(new URL("./src/client/features", import.meta.url));
const everywhere = ["safety", "hearts", "photos", "members"];

const otherFeatures = (feature, allowed) =>
  clientFeatures
    .filter((other) => other !== feature && !allowed.includes(other))
    .map((other) => ({
      group: [`@/client/features/${other}`, `@/client/features/${other}/**`],
      message: `Features don't import each other: let a page (*-page.tsx) compose ${other} and ${feature}.`,
    }));

/** A feature reaches another only through its index.ts, never `app`; only its pages compose. */
const featureBoundaries = clientFeatures.flatMap((feature) => {
  const own = [
    noServerCode,
    {
      group: ["@/client/app", "@/client/app/**", "**/client/app/**"],
      message: "app sits above the features: move what they share to components or lib.",
    },
    {
      // Or through its queries.ts: its requests without its components.
      group: [
        "@/client/features/*/**",
        `!@/client/features/${feature}/**`,
        "!@/client/features/*/queries",
      ],
      message: "Import another feature through its index.ts: @/client/features/<name>.",
    },
  ];
  const files = `src/client/features/${feature}/**/*.{ts,tsx}`;
  // A page's list of what it reads as first drawn (`screenQueries`) composes as the page does.
  const pages = [
    `src/client/features/${feature}/*-page.tsx`,
    `src/client/features/${feature}/screen-queries.ts`,
  ];
  // Photos offer safety's report on each photo, and a profile view shows photos' gallery;
  // otherwise those features import no feature.
  const composes = { photos: ["safety"], members: ["photos"] };
  const widgets = composes[feature] ?? (everywhere.includes(feature) ? [] : everywhere);
  return [
    {
      files: [files],
      ignores: pages,
      rules: {
        "no-restricted-imports": [
          "error",
          { paths: formsThroughTheHook, patterns: [...own, ...otherFeatures(feature, widgets)] },
        ],
      },
    },
    {
      files: pages,
      rules: {
        "no-restricted-imports": [
          "error",
          {
            paths: formsThroughTheHook,
            patterns: everywhere.includes(feature) ? [...own, ...otherFeatures(feature, [])] : own,
          },
        ],
      },
    },
  ];
});

// Words a person reads are translated (docs/decisions/0072-english-text-as-message-key.md): a
// literal in a screen's JSX text, or in an attribute read aloud or shown, fails.

const literalStrings = {
  files: ["src/client/**/*.tsx"],
  ignores: ["src/client/**/*.test.tsx"],
  plugins: { i18next },
  rules: {
    "i18next/no-literal-string": [
      "error",
      {
        mode: "jsx-only",
        "jsx-attributes": {
          include: [
            "aria-label",
            "aria-description",
            "aria-valuetext",
            "placeholder",
            "title",
            "alt",
            "label",
            "loadingText",
            "hint",
          ],
        },
        // Brands, and what reads the same in every language (the plugin's own list, which
        // these options replace, plus a few typographic marks and an example email address).
        words: {
          exclude: [
            "Vouch",
            "WhatsApp",
            "[0-9!-/:-@[-`{-~·…–—“”\\s]+",
            "[A-Z_-]+",
            /^\p{Emoji}+$/u,
            "[a-z0-9._-]+@example\\.(com|org|net)",
          ],
        },
        // Strings passed to these are names, not words: a form's fields, a message's key.
        callees: {
          exclude: [
            "i18n(ext)?",
            "t",
            "messageKey",
            "register",
            "(\\w+\\.)+register",
            "require",
            "includes",
            "startsWith",
            "endsWith",
          ],
        },
      },
    ],
  },
};

// What the client writes in one file only, each beside that file: elsewhere it fails.
const onlyIn = [
  {
    file: "src/client/lib/query-keys.ts",
    selector: "Property[key.name=/^(queryKey|mutationKey)$/] > ArrayExpression",
    message: "Every cache key is in src/client/lib/query-keys.ts: use queryKeys or mutationKeys.",
  },
  {
    // A router's `lazy:` is the router's own, and stays.
    file: "src/client/components/on-demand.tsx",
    selector: [
      "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
      "MemberExpression[object.name='React'][property.name='lazy']",
    ].join(", "),
    message: "Load a component on demand with onDemand (src/client/components/on-demand.tsx).",
  },
  {
    // One submit for every form, busy while its request (or a lazy check) is on its way.
    file: "src/client/components/submit-button.tsx",
    selector: [
      "JSXAttribute[name.name='type'][value.value='submit']",
      "JSXAttribute[name.name='type'] > JSXExpressionContainer > Literal[value='submit']",
    ].join(", "),
    message: "Submit a form with SubmitButton (src/client/components/submit-button.tsx).",
  },
];
// A component (a part or a page) checks a form through useCheckedForm, never by hand with a
// schema's parse (decision 0048); a hook or helper in a .ts file may parse (isEventId). JSON.parse,
// Date.parse and URL.parse are no schema's.
const handChecked = {
  selector:
    "CallExpression > MemberExpression.callee[property.name=/^(safeParse|parse)(Async)?$/]:not([object.name=/^(JSON|Date|URL)$/])",
  message:
    "Check a form with useCheckedForm (@/client/components/checked-form): it shows the schema's messages under the fields.",
};
const componentFiles = "src/client/**/*.tsx";
const isComponent = (file) => file.endsWith(".tsx");

// One rule option per file: a later block's no-restricted-syntax replaces an earlier one's.
const restrict = (rules) => [
  "error",
  ...rules.map(({ selector, message }) => ({ selector, message })),
];
const writtenOnlyIn = [
  {
    files: ["src/client/**/*.{ts,tsx}"],
    ignores: onlyIn.map(({ file }) => file),
    rules: { "no-restricted-syntax": restrict(onlyIn) },
  },
  {
    files: [componentFiles],
    ignores: [...onlyIn.map(({ file }) => file), "src/client/**/*.test.tsx"],
    rules: { "no-restricted-syntax": restrict([...onlyIn, handChecked]) },
  },
  ...onlyIn.map(({ file }) => ({
    files: [file],
    rules: {
      "no-restricted-syntax": restrict([
        ...onlyIn.filter((other) => other.file !== file),
        ...(isComponent(file) ? [handChecked] : []),
      ]),
    },
  })),
];

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
          paths: formsThroughTheHook,
          patterns: [
            noServerCode,
            {
              // Pages stay separate imports so the router can load each on its own; a feature's
              // queries too, and a page's screen-queries, so the app can ask for a screen's data
              // before its code arrives.
              group: [
                "@/client/features/*/**",
                "!@/client/features/*/*-page",
                "!@/client/features/*/queries",
                "!@/client/features/*/screen-queries",
              ],
              message: "Import a feature through its index.ts: @/client/features/<name>.",
            },
          ],
        },
      ],
    },
  },
  // lib is the client's ground floor, helpers with no UI of their own; components stand on it.
  below(
    "src/client/lib",
    ["app", "features", "components"],
    "lib sits below components, the features and app.",
  ),
  below(...components),
  // The one file that makes forms and their checks.
  { ...below(...components, []), files: ["src/client/components/checked-form.ts"] },
  ...featureBoundaries,
  literalStrings,
  {
    // A screen's component reads in one sitting: past this, its parts go to files of their own
    // named for what they do. A few still over it say why where they start.
    files: ["src/client/**/*.tsx"],
    ignores: ["src/client/**/*.test.tsx"],
    rules: {
      "max-lines-per-function": [
        "error",
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  ...writtenOnlyIn,
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
    // Infrastructure knows no feature: features compose it, and the composition roots (app.ts,
    // boot.ts, serve.ts, main.ts, cli/) and features/index.ts put the two together.
    files: ["src/server/{process,http,sessions,pages,delivery,db,realtime,jobs}/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/features",
                "**/features/**",
                "**/app",
                "**/boot",
                "**/serve",
                "**/cli/**",
              ],
              message: "Infrastructure sits below the features: let a composition root wire them.",
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
