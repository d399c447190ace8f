import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';

/** A pattern refusing relative imports that reach one of the `folders` of the same source root. */
const forbid = (folders, message) => ({ regex: `^(\\.\\./)+(${folders})(/|$)`, message });

/** The web app's rules every web block repeats (a later block's options replace an earlier's). */
const WEB_PATHS = [
  {
    name: 'react',
    importNames: ['lazy'],
    message:
      'Use lazyChunk (ui/lazy-chunk.ts): code loaded later brings the styles the first screen leaves out.',
  },
];
const WEB_PATTERNS = [
  {
    regex: '^@trustfront/server|(^|/)server/src(/|$)',
    message: 'The web app talks to the server over HTTP only.',
  },
];

/** The server's rules every server block repeats: modules that have one home only. */
const SERVER_PATTERNS = [
  {
    regex: '(^|/)editing/audit(\\.ts)?$',
    message: 'The audit log lives in services/audit/audit.ts.',
  },
  {
    regex: '(^|/)sealed-text(\\.ts)?$',
    message: 'Sealed secrets live in lib/sealed.ts.',
  },
];

/** Why only the portal's route areas and answers/ import presenters. */
const PRIVATE_APP_SHAPES =
  "Presenters shape the portal's answers, called by its route areas and answers/ only: the private app's answers are shaped by their services.";

/** `no-restricted-imports` for `files`, with the given patterns (and the web's or server's own). */
function restrictImports(files, patterns, ignores = []) {
  const web = files.startsWith('apps/web/');
  const own = files.startsWith('apps/server/') ? SERVER_PATTERNS : [];
  return [
    {
      files: [files],
      ignores,
      rules: {
        'no-restricted-imports': [
          'error',
          web
            ? { paths: WEB_PATHS, patterns: [...WEB_PATTERNS, ...patterns] }
            : { patterns: [...own, ...patterns] },
        ],
      },
    },
  ];
}

// A message written inline at a server error: the constructor's or helper's message argument, or
// the `message` of an `{ error }` body sent by hand.
const INLINE_TEXT = '/^(Literal|TemplateLiteral)$/';
const INLINE_ERROR_MESSAGES = [
  `NewExpression[callee.name='AppError'][arguments.1.type=${INLINE_TEXT}]`,
  `CallExpression[callee.name=/^(retryLater)$/][arguments.1.type=${INLINE_TEXT}]`,
  `CallExpression[callee.name=/^(notFound|forbidden|unauthorized)$/][arguments.0.type=${INLINE_TEXT}]`,
  `CallExpression[callee.property.name='send'] Property[key.name='error'] > ObjectExpression > Property[key.name='message'][value.type=${INLINE_TEXT}]`,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
      // The API tests' bundle of the server (apps/server/test/helpers/server-bundle.ts).
      'apps/server/.test-bundle-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // No module of the sources imports itself through a cycle (type-only imports aside). Tests and
  // scripts only import the sources, which never import them back: following their imports too
  // doubled the rule's time for no cycle it could find.
  {
    files: ['{apps/server,apps/web,packages/core}/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Only the project's own modules are followed.
      'import/ignore': ['node_modules'],
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Boundaries: core depends on nothing of ours (nor on Node or the DOM), the web app never on the
  // server, and routes never on the database (only services touch it).
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'packages/core runs in the browser too: no Node modules.' },
            {
              regex: '^@trustfront/|(^|/)(apps|e2e|bench)(/|$)',
              message: 'packages/core depends on nothing of the project.',
            },
          ],
        },
      ],
    },
  },
  // Journeys take `test` from support/test.ts: its page waits, after each navigation, until the
  // server-rendered page is hydrated.
  {
    files: ['e2e/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Journeys import from './support/test.ts', which waits for hydration.",
            },
          ],
        },
      ],
    },
  },
  ...restrictImports('apps/web/**/*.{ts,tsx}', [], ['apps/web/src/ui/lazy-chunk.ts']),
  // The portal and the private app share code only through ui/ (presentational) and shared/.
  ...restrictImports('apps/web/src/portal/**/*.{ts,tsx}', [
    forbid('app', 'The portal and the private app share code through ui/ or shared/ only.'),
  ]),
  ...restrictImports('apps/web/src/app/**/*.{ts,tsx}', [
    forbid('portal', 'The private app and the portal share code through ui/ or shared/ only.'),
  ]),
  ...restrictImports(
    'apps/web/src/{ui,shared}/**/*.{ts,tsx}',
    [forbid('app|portal', 'ui/ and shared/ serve both sides: they import neither.')],
    ['apps/web/src/ui/lazy-chunk.ts'],
  ),
  // The arrows of the server: only the app (app.ts) mounts routes, nothing else imports them;
  // services never import presenters, answers or routes; the job queue (jobs/) knows no feature
  // (their handlers are composed in background/); lib/ holds no database access; db/ imports no
  // service; presenters are leaves that routes and answers call.
  ...restrictImports(
    'apps/server/src/**/*.ts',
    [
      {
        regex: '^(\\./|(\\.\\./)+)routes(/|$)',
        message:
          'Only app.ts mounts routes: what routes and jobs share lives outside routes/ (answers/, portal-request/).',
      },
    ],
    ['apps/server/src/routes/**', 'apps/server/src/app.ts'],
  ),
  ...restrictImports('apps/server/src/services/**/*.ts', [
    forbid(
      'presenters|answers|portal-request|routes|background|cli',
      'Services never import presenters, answers, routes or the composition roots.',
    ),
  ]),
  ...restrictImports('apps/server/src/jobs/**/*.ts', [
    forbid(
      'services|answers|portal-request|routes|presenters|background|mail',
      'The job queue is platform: it knows no feature (handlers are composed in background/).',
    ),
  ]),
  ...restrictImports('apps/server/src/lib/**/*.ts', [
    forbid(
      'db|services|answers|portal-request|routes|presenters|jobs|background',
      'lib/ holds HTTP and format helpers only: no database, no feature.',
    ),
  ]),
  ...restrictImports('apps/server/src/db/**/*.ts', [
    forbid(
      'services|answers|portal-request|routes|presenters|jobs|background|cli',
      'db/ is the schema, migrations and client: it imports no feature.',
    ),
  ]),
  ...restrictImports('apps/server/src/presenters/**/*.ts', [
    forbid(
      'answers|portal-request|routes',
      'Presenters shape what services found: routes and answers call them, never the reverse.',
    ),
  ]),
  ...restrictImports('apps/server/src/routes/**/*.ts', [
    forbid('db', 'Routes call services; only services touch the database.'),
  ]),
  // A route area takes the portal's shared caller, parameters and language from portal-request/,
  // never from the portal's own routes (routes/portal/ is the portal's mount and its pages).
  ...restrictImports(
    'apps/server/src/routes/*/**/*.ts',
    [
      forbid('db', 'Routes call services; only services touch the database.'),
      forbid(
        'portal',
        "Route areas import the portal's shared helpers from portal-request/, not routes/portal/.",
      ),
    ],
    ['apps/server/src/routes/portal/**'],
  ),
  // Who shapes answers (ARCHITECTURE.md, Boundaries): presenters shape what leaves for the
  // portal's callers, called by the portal's route areas and answers/ only; the private app's
  // answers are shaped by their services as core's schemas declare them.
  ...restrictImports(
    'apps/server/src/routes/{access,analytics,documents,domains,editing,integrations,scim,settings,staff,updates}/**/*.ts',
    [
      forbid('db', 'Routes call services; only services touch the database.'),
      forbid(
        'portal',
        "Route areas import the portal's shared helpers from portal-request/, not routes/portal/.",
      ),
      forbid('presenters', PRIVATE_APP_SHAPES),
    ],
  ),
  ...restrictImports('apps/server/src/routes/*.ts', [
    forbid('db', 'Routes call services; only services touch the database.'),
    forbid('presenters', PRIVATE_APP_SHAPES),
  ]),
  ...restrictImports(
    'apps/server/src/{background,cli,integrations,mail,portal-request,search,storage}/**/*.ts',
    [
      {
        regex: '^(\\./|(\\.\\./)+)routes(/|$)',
        message:
          'Only app.ts mounts routes: what routes and jobs share lives outside routes/ (answers/, portal-request/).',
      },
      forbid('presenters', PRIVATE_APP_SHAPES),
    ],
  ),
  // The database-or-transaction type is declared once, beside the database (db/database.ts).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/database.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSTypeAliasDeclaration[id.name='Tx']",
          message: 'Tx is declared once in db/database.ts: import it from db/client.ts.',
        },
        ...INLINE_ERROR_MESSAGES.map((selector) => ({
          selector,
          message:
            "An error's message lives in packages/core (SERVER_ERRORS, API_ERRORS or a constants/*-messages.ts table): name it there.",
        })),
      ],
    },
  },
  // Every service lives in an area folder named like its routes and its web folders.
  {
    files: ['apps/server/src/services/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'A service lives in an area folder: services/<area>/<name>.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
