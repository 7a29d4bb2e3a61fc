import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (docs/architecture.md). The layers, lowest first:
 *
 *   @common ← lib, content, hooks ← components ← features ← shell ← routes
 *
 * `common/` (imported as @common/...) is what the browser and the server both use; it imports
 * neither half. The server imports common and never app/.
 *
 * A layer imports only from layers below it. Browser code reaches server code only through a
 * `*.server.ts` module (which the bundler keeps out of the browser) or as types; a feature uses
 * another feature only through that feature's public entry (`~/features/<name>`, its index.ts).
 * The zod rule rides along: no-restricted-imports takes one option object per file, so every
 * group repeats it.
 */
const zodPath = { name: "zod", allowTypeImports: true, message: 'Import { z } from "@common/zod": it configures zod for the page\'s CSP.' };
const layer = (name, message) => ({ regex: `^(~/${name}(/|$)|(\\.\\./)+${name}/)`, message });
const serverCode = {
  // server/** only through a *.server module (values) or ~/lib/server-types (types): one door each way.
  regex: "^(\\.\\./)+server/",
  message: "Browser code reaches the server through a *.server.ts module (values) or ~/lib/server-types (types).",
};
const upward = {
  // A climb of two or more folders crosses an area: say where you are going with ~/...
  regex: "^(?!(\\.\\./)+server/)\\.\\./\\.\\./",
  message: "Import across areas with the ~/ alias, so the boundary rules can see the target.",
};
const noFeatures = layer("features", "This layer sits below the features: it may not import them (pass what you need as props or context).");
const noShell = layer("shell", "Only routes compose the shells.");
const noRoutes = layer("routes", "Nothing imports a route module.");
const noComponents = layer("components", "lib / content sit below the components.");
const noHooks = layer("hooks", "lib sits below hooks.");

const restrict = (...patterns) => ["error", { paths: [zodPath], patterns: [serverCode, upward, ...patterns] }];

const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const throughEntry = "Use another feature only through its public entry: ~/features/<name>.";
/**
 * Within features/<name>: other features only through their entry. A file at the feature's top
 * level may not climb out of it at all (`../x` is another feature); a file in a subfolder climbs
 * one level within its own feature, and two levels are caught by `upward`.
 */
const featureGroups = features.flatMap((name) => {
  const otherFeature = { regex: `^~/features/(?!${name}(/|$))[^/]+/`, message: throughEntry };
  return [
    { files: [`app/features/${name}/*/**/*.{ts,tsx}`], ignores: ["app/**/*.server.ts"], rules: { "no-restricted-imports": restrict(otherFeature, noShell, noRoutes) } },
    {
      files: [`app/features/${name}/*.{ts,tsx}`],
      ignores: ["app/**/*.server.ts"],
      rules: { "no-restricted-imports": restrict(otherFeature, { regex: "^\\.\\./(?!\\.\\./)[a-z]", message: throughEntry }, noShell, noRoutes) },
    },
  ];
});

export default tseslint.config(
  { ignores: ["build/**", "build-*/**", ".react-router/**", "node_modules/**", "data/**", "test-results/**", "playwright-report/**", "drizzle/**", "tests/fixtures/boundaries/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-empty-pattern": "off",
    },
  },
  {
    // A cycle between modules makes their load order (and so which one sees the other's exports
    // as undefined) depend on who is imported first.
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}", "common/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["common/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [zodPath],
          patterns: [{ regex: "^(~/|(\\.\\./)+(app|server)/)", message: "common/ is shared by the browser and the server: it imports neither." }],
        },
      ],
    },
  },
  { files: ["app/lib/**/*.{ts,tsx}", "app/content/**/*.{ts,tsx}"], ignores: ["app/**/*.server.ts"], rules: { "no-restricted-imports": restrict(noHooks, noComponents, noFeatures, noShell, noRoutes) } },
  { files: ["app/hooks/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(noFeatures, noShell, noRoutes) } },
  ...featureGroups,
  { files: ["app/shell/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(noRoutes) } },
  { files: ["app/routes/**/*.{ts,tsx}", "app/root.tsx", "app/entry.*.tsx", "app/routes.ts"], rules: { "no-restricted-imports": restrict() } },
  {
    // *.server.ts modules and the server's types are the doors to the server: they may import it.
    files: ["app/**/*.server.ts", "app/lib/server-types.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [zodPath] }] },
  },
  {
    // The server never imports the browser's half; what both use is in common/.
    files: ["server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(~/|(\\.\\./)+app/)", message: "Server code may use common/ (@common/...), never app/." },
          ],
        },
      ],
    },
  },
  // The sample's towns in the shape the tests walk: read by tests only, never by app/ or server/.
  { files: ["common/areas.server.ts"], rules: { "no-restricted-imports": ["error", { paths: [zodPath] }] } },
  // The one file that imports zod itself, to configure it.
  { files: ["common/zod.ts"], rules: { "no-restricted-imports": "off" } },
  {
    // The session's "last checked" clock starts at the first render on purpose (a ref's initial
    // value, read only in effects and callbacks); the rule cannot tell it from a render that
    // depends on the time.
    files: ["app/features/auth/auth-provider.tsx"],
    rules: { "react-hooks/purity": "off" },
  },
  {
    // A library's private internals (React's "__react…" keys on DOM nodes, a patch on a driver's
    // prototype) change without notice in a minor release. Use the documented API; where there is
    // truly none, disable this rule on that line with the reason after "--".
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.mjs", "tests/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^__react/]", message: "React's __react… keys are private: ask React through its API (an effect, a ref)." },
        { selector: "Identifier[name=/^__react/]", message: "React's __react… keys are private: ask React through its API (an effect, a ref)." },
        {
          selector: "MemberExpression[property.name='prototype']:not([object.name=/^(Object|Array|Function|String|Number|HTML[A-Za-z]*Element)$/])",
          message: "Do not reach into a library's prototype (patching it breaks on its next release): wrap or configure it through its public API.",
        },
      ],
    },
  },
  { files: ["tests/e2e/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { files: ["scripts/**/*.mjs", "*.js"], languageOptions: { globals: globals.node } },
);
