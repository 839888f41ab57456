/**
 * The design's dependency rules, checked by `npm run lint` (dependency-cruiser). Type-only imports
 * count too: a game that needs a type from generic code gets it from the interface's own module.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle makes module order matter (a value read before it is set).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'generic-code-never-imports-a-game',
      severity: 'error',
      comment: 'Only src/games/index.ts lists the games; everything else meets them through the interfaces in src/games/game.ts.',
      from: { path: '^src/', pathNot: '^src/games/' },
      to: { path: '^src/games/[^/]+/' },
    },
    {
      name: 'the-list-takes-only-game-modules',
      severity: 'error',
      comment: 'src/games/index.ts knows each game by its module (index.ts) and its about part (about.ts), not its insides.',
      from: { path: '^src/games/[^/]+$' },
      to: { path: '^src/games/[^/]+/', pathNot: '^src/games/[^/]+/(index|about)\\.ts$' },
    },
    {
      name: 'a-game-never-imports-another',
      severity: 'error',
      from: { path: '^src/games/([^/]+)/' },
      to: { path: '^src/games/[^/]+/', pathNot: '^src/games/$1/' },
    },
    {
      name: 'games-do-not-call-the-public-api',
      severity: 'error',
      comment: 'A game calls its own rules; the public API dispatches to the games, so the other way would be a cycle.',
      from: { path: '^src/games/' },
      to: { path: '^src/api\\.ts$' },
    },
    {
      name: 'the-engine-core-stands-alone',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/', pathNot: '^src/engine/' },
    },
    { name: 'the-screen-never-imports-the-command-line', severity: 'error', from: { path: '^src/tui/' }, to: { path: '^src/cli/' } },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A module nothing imports is dead code.',
      from: {
        orphan: true,
        path: '^src/',
        pathNot: [
          '\\.d\\.ts$',
          '^src/cli/(main|arena-worker)\\.ts$',
          '^src/host/bot-worker\\.ts$',
          '^src/bundle/(launch|startup|lazy-segmenter)\\.ts$',
          '^src/bundle/bundle\\.js$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
