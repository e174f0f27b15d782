/**
 * The web portal's import gate (issue 14). Layers, top to bottom; imports only point down:
 *
 *   app/  →  features/<x>  →  shell/  →  components/  →  lib/  →  @paydesk/contracts
 *
 * - app/ is the composition root (router, route table, providers, the layout's slots): it may import
 *   everything.
 * - features/<x> never imports features/<y>.
 * - shell/ (layout, navigation, theme, session, auth, the current user, permission guards) imports no
 *   feature: app/ passes a feature's widget into the layout through its slots.
 * - components/ holds generic widgets; lib/ helpers, the api client, formatters, and the models and
 *   queries of a contract family that several features read (lib/transactions/ …); i18n/ holds the
 *   texts and is usable from every layer.
 * - test/ is the test kit (contract mock API, render helpers, fixtures): only test files
 *   (*.test.ts(x)) and other test kit files import it. A feature's own `testing/` folder is private to
 *   that feature's tests.
 *
 * Run: npm run lint:deps (in apps/web): this rule set over all of src, then
 * .dependency-cruiser.folders.cjs (no import cycle between folders) over src's production code.
 * The gate's own test, on planted crossings: src/dependency-gate.test.ts.
 */

/** Test files and test kits (src/test/, a feature's testing/ folder). */
const TEST_CODE = '(\\.test\\.tsx?$|^src/test/|/testing/)';

/**
 * Real exceptions to no-cross-feature: `{ from: '<path pattern of the importing file>', reason: '…' }`.
 * Keep it empty if at all possible: move the shared piece down (to shell/, components/ or lib/) or
 * compose the two features in app/. Empty today (docs/architecture.md, "The web portal").
 */
const CROSS_FEATURE_ALLOWED = [];

module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature',
      comment: 'features/X never imports features/Y: move the shared piece down, or compose in app/.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: CROSS_FEATURE_ALLOWED.map((entry) => entry.from) },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycle between modules.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'only-app-imports-app',
      comment: 'app/ is the composition root: nothing below it imports it.',
      severity: 'error',
      from: { path: '^src/(features|shell|components|lib|i18n)/', pathNot: TEST_CODE },
      to: { path: '^src/app/' },
    },
    {
      name: 'shell-imports-no-feature',
      comment: "The shell imports no feature: app/ passes a feature's widget into the layout's slots.",
      severity: 'error',
      from: { path: '^src/shell/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'components-import-no-feature-or-shell',
      comment: 'Generic widgets know no feature and no shell.',
      severity: 'error',
      from: { path: '^src/components/' },
      to: { path: '^src/(features|shell)/' },
    },
    {
      name: 'lib-imports-no-ui',
      comment: 'lib/ (helpers, api client, formatters) imports no feature, shell or component.',
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/(features|shell|components)/' },
    },
    {
      name: 'i18n-imports-only-lib',
      comment: 'The texts sit beside lib/: usable from every layer, they import no layer above lib/.',
      severity: 'error',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(app|features|shell|components)/' },
    },
    {
      name: 'test-kit-only-from-tests',
      comment: 'The test kit (src/test/) is imported only by test files and other test kit files.',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: '^src/test/' },
    },
    {
      name: 'feature-testing-only-from-tests',
      comment: "A feature's testing/ helpers are for tests only.",
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: '/testing/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^test-fixtures/'] },
  },
};
