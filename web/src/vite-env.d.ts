/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GA_MEASUREMENT_ID?: string;
}

declare module 'virtual:icon-sprite' {
  /** The URL of the site's icon sprite (web/build/icon-sprite.ts). */
  export const spriteUrl: string;
}

declare module 'virtual:site-styles.css' {}

/** A sheet of its own (web/build/static-styles.ts). */
declare module 'virtual:styles/*.css' {}
