/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GA_MEASUREMENT_ID?: string;
  readonly VITE_SITE_URL?: string;
  /** When the build ran (ms since the epoch); pre-rendered pages show dates as of then. */
  readonly VITE_BUILD_TIME?: string;
}

declare module 'virtual:icon-sprite' {
  /** The URL of the site's icon sprite (web/iconSprite.ts). */
  export const spriteUrl: string;
}

declare module 'virtual:site-styles.css' {}
