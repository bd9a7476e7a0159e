import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const api = 'apps/api/src';
const web = 'apps/web/src';
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * What a module may use of another module: its service (or its index.ts where it has no service factory, as
 * events), and these files that hold no state and no SQL (the request guards, password hashing, schedule
 * arithmetic, time zones, the booking facts notifications read).
 * Never its repository: data belongs to the module that owns it.
 */
const modulePublicFiles = [
  '*/*.{service,types,test-support}.ts',
  '*/index.ts',
  // The SQL pieces a module lends for other modules' statements over its tables (table-ownership.test.ts).
  '*/*.parts.ts',
  '{accounts/access,accounts/passwords,availability/expand,availability/time-rules,reservations/pricing,venues/timezone,notifications/notifications.events}.ts',
].map((glob) => path.join(root, api, 'modules', glob));

/** Each layer imports only the ones below it: server -> app -> modules -> jobs -> db -> lib/config. */
const apiLayers = [
  { target: `${api}/lib`, from: ['db', 'jobs', 'modules', 'seed'] },
  { target: `${api}/config.ts`, from: ['db', 'jobs', 'modules', 'seed', 'lib'] },
  { target: `${api}/db`, from: ['jobs', 'modules', 'seed'] },
  { target: `${api}/jobs`, from: ['modules', 'seed'] },
  { target: `${api}/modules`, from: ['seed'] },
].map(({ target, from }) => ({
  target,
  from: [
    ...from.map((dir) => `${api}/${dir}`),
    // Routes receive the app's Deps (a type), so modules may import deps.ts; nothing below them may.
    ...(target.endsWith('/modules') ? [] : [`${api}/deps.ts`]),
    `${api}/app.ts`,
    `${api}/server.ts`,
  ],
  message: 'A lower layer never imports a higher one (server -> app -> modules -> jobs -> db -> lib/config).',
}));

const moduleBoundaries = foldersIn(`${api}/modules`).map((name) => ({
  target: `${api}/modules/${name}/**`,
  from: `${api}/modules/!(${name})/**`,
  except: modulePublicFiles,
  message:
    'Use another module through its service (or a public file listed in eslint.config.js), never its repository.',
}));

/** A feature uses another feature only through its public.ts or index.ts; shared pieces live in components/ or lib/. */
const featureBoundaries = foldersIn(`${web}/features`).map((name) => ({
  target: `${web}/features/${name}/**`,
  from: `${web}/features/!(${name})/**`,
  except: [path.join(root, web, 'features/*/public.ts'), path.join(root, web, 'features/*/index.ts')],
  message: 'Use another feature through its public.ts or index.ts; move shared pieces to components/ or lib/.',
}));

const webLayers = [
  { target: `${web}/components`, from: [`${web}/features`, `${web}/app`] },
  { target: `${web}/lib`, from: [`${web}/features`, `${web}/app`, `${web}/components`] },
].map((zone) => ({
  ...zone,
  message: 'components/ and lib/ are shared: they never import a feature or the app shell.',
}));

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/data/',
    '**/scratch/',
    '**/coverage/',
    '**/.test-cache/',
    'apps/api/src/db/migrations/meta/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'smart'],
      'no-var': 'error',
      'prefer-const': 'error',
      'object-shorthand': 'error',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/api/test/**/*.ts', 'packages/contract/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests and their helpers sit beside the code but may reach any layer (the seed's content is a fixture).
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...apiLayers, ...moduleBoundaries, ...featureBoundaries, ...webLayers] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['TextField', 'Select'].map((name) => ({
            name: `@mui/material/${name}`,
            message:
              "Use components/TextInput.tsx (its `select` is native): MUI's select brings Menu, Popover and Modal to the page (docs/decisions/020).",
          })),
        },
      ],
      // Every amount reads the same on every page, with one minus sign.
      'no-restricted-syntax': [
        'error',
        ...[
          "Property[key.name='currency']",
          "CallExpression[callee.property.name='toFixed'][arguments.0.value=2]",
          'Literal[value=/^[-\u2212+]\\$/]',
          "Literal[value='\u2212']",
          'TemplateElement[value.raw=/[-\u2212+]\\$$/]',
        ].map((selector) => ({
          selector,
          message: 'Format money with formatPrice or <Price> (components/Price.tsx), the one money formatter.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/components/Price.tsx', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // What a first visit to home loads is plain markup and static CSS (components/theme/themed.tsx): MUI and emotion
    // here would put their runtime back on every first visit (home's budget of 150 KB gzip, issue 16). The search
    // page (/listing) and the listing page (/view-detail/:id, with its booking panel) are built the same way, so their
    // first screens need no styling runtime either.
    files: [
      'apps/web/src/main.tsx',
      'apps/web/src/app/{App,RootLayout,router,guards,not-found,ScrollToTop}.tsx',
      'apps/web/src/app/layout/{Header,Footer,BrandLogo}.tsx',
      'apps/web/src/features/home/**/*.{ts,tsx}',
      'apps/web/src/features/search/**/*.{ts,tsx}',
      'apps/web/src/features/listing/{ListingDetailPage,PhotoGallery,ListingRating,HostSummary,ReviewsSection,ReviewItem,listing.api,listing-text}.{ts,tsx}',
      'apps/web/src/features/listing/detail/**/*.{ts,tsx}',
      'apps/web/src/features/booking/{index,BookingPanel,BookingCalendar,booking.api,booking-rules,cancellation,format,queries,useNow}.{ts,tsx}',
      'apps/web/src/features/booking/panel/**/*.{ts,tsx}',
      'apps/web/src/features/notifications/{NotificationsBell,notifications.api,queries}.{ts,tsx}',
      'apps/web/src/components/{Icon,PlainField,PlainAlert,Pagination,PageLoader,ListingCard,ListingCardSkeleton,DeferredPlaceField,CategorySelect,DateRangeFields,Snackbars,NearViewport,NativeSelect,Price,DetailIcon}.tsx',
      'apps/web/src/components/map/{LazyListingsMap,ListingsMap}.tsx',
      'apps/web/src/components/theme/themed.tsx',
      'apps/web/src/lib/media-query.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // MUI's usePagination is logic only (React and useControlled), so the plain Pagination uses it.
              regex: '^@(mui/(?!material/usePagination$)|emotion/)',
              message:
                'Home, search, the listing page, its booking panel, the header and the listing cards load before MUI: plain markup and CSS modules here; a part built with MUI is loaded with lazyThemed (components/theme/themed.tsx).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    // Browser tests run in Node but pass callbacks that run in the page.
    files: ['apps/web/e2e/**/*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
