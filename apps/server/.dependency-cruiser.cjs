/**
 * The server's import gate (docs/architecture.md "The server"), run by `npm run lint:deps` and so
 * by the root `npm test`. Layers, top to bottom:
 *   composition root (app.ts, server.ts, db-schema.ts, wiring.ts, modules) → seed/, bench/
 *   → modules/<x> → infra/ → @paydesk/contracts
 * Test files (*.test.ts, *.test-support.ts) and the test kit (src/test/) are not followed: the kit
 * sits above everything (it builds the app and copies the seeded database), so every folder
 * reaches every other through it and a folder cycle check over them would say nothing. The gate
 * governs the code that ships.
 */

/*
 * The allow-list is empty: no crossing is needed today. A rare real exception goes into the rule's
 * `pathNot` with a comment that gives its reason, and into docs/architecture.md "The server".
 */

module.exports = {
  forbidden: [
    {
      name: 'infra-imports-no-module',
      comment: 'infra/ is below the modules: it gets module code passed in, never imports it.',
      severity: 'error',
      from: { path: '^src/infra/' },
      to: { path: '^src/(modules|seed|bench)/|^src/(app|server|db-schema|wiring|modules)\\.ts$' },
    },
    {
      name: 'no-seed-in-modules',
      comment: 'seed/ and bench/ sit above the modules: a module or infra file never imports them.',
      severity: 'error',
      from: { path: '^src/(modules|infra)/' },
      to: { path: '^src/(seed|bench)/' },
    },
    {
      name: 'no-composition-root-below',
      comment: 'The composition root assembles the modules; nothing below it imports it.',
      severity: 'error',
      from: { path: '^src/(modules|infra)/' },
      to: { path: '^src/(app|server|db-schema|wiring|modules)\\.ts$' },
    },
    {
      name: 'module-public-entry',
      comment: "A module imports another module only through that module's index.ts (its public surface).",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/([^/]+)/',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'seed-through-public-entries',
      comment: 'seed/ and bench/ use a module through its index.ts, and its tables through src/db-schema.ts.',
      severity: 'error',
      from: { path: '^src/(seed|bench)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'no-circular-folders',
      comment: 'No two folders import each other, directly or through others.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  allowedSeverity: 'error',
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: ['node_modules', '\\.test\\.ts$', '\\.test-support\\.ts$', '^src/test/'] },
    exclude: { path: 'node_modules' },
  },
};
