/**
 * The second half of the web portal's import gate: no import cycle between folders anywhere in src.
 *
 * Checked over production code only. A test sits above everything it tests: a feature's test renders
 * the whole portal through the test kit (src/test/render-with-user.tsx imports app/, which imports
 * every feature), so counting tests would report "features/x → test → app → features/x" for every
 * feature. dependency-cruiser aggregates folders from every cruised module, so leaving the tests out
 * takes a run of its own; the layering rules (.dependency-cruiser.cjs) still see the tests.
 */
const main = require('./.dependency-cruiser.cjs');

/** What the main rule set calls test code (test files, src/test/, testing/ folders). */
const TEST_CODE = main.forbidden.find((rule) => rule.name === 'test-kit-only-from-tests').from.pathNot;

module.exports = {
  forbidden: [
    {
      name: 'no-circular-folders',
      comment: 'No import cycle between folders: move the shared piece to a folder both may import.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...main.options,
    exclude: { path: [...main.options.exclude.path, TEST_CODE] },
  },
};
