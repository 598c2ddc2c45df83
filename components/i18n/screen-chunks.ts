/**
 * The screens whose Dutch messages are a chunk of their own, and the module each one starts from
 * (the route's lazily imported screen). Plain data, read both by the build (scripts/i18n/split.ts,
 * under Node) and at run time (screens.ts, router.ts).
 */
export const SCREEN_ROOTS = {
  'earth-water': 'components/earth-water-screen/earth-water-screen.ts',
  persia: 'components/persia-screen/persia-screen.ts',
  thermopylae: 'components/thermopylae-screen/thermopylae-screen.ts',
  glossary: 'components/glossary-panel/glossary-panel.ts',
  settings: 'components/settings-screen/settings-screen.ts',
} as const;

export type ScreenChunk = keyof typeof SCREEN_ROOTS;

/** The first screen: the entry and the home screen (what tests/bench/sections/bundle.ts counts). */
export const FIRST_SCREEN_ROOTS = ['components/main.ts', 'components/home-screen/home-screen.ts'] as const;
