/**
 * The embed's frame (EmbedLayout.tsx) is code of its own, loaded only where a page is drawn as an
 * embed, so no ordinary page's first load carries it. The site's layout route waits for it before
 * it renders an embed (the server's render, a navigation), and the app before it takes over an
 * embed's served markup, so the frame is there, unsuspended, whenever it is drawn.
 */
import type { ComponentType, ReactNode } from 'react';

type Frame = ComponentType<{ children: ReactNode }>;

let frame: Frame | undefined;

export async function loadEmbedFrame(): Promise<void> {
  frame ??= (await import('./EmbedLayout.tsx')).EmbedLayout;
}

/** The frame around an embed's page, once loadEmbedFrame has resolved. */
export function EmbedFrame({ children }: { children: ReactNode }) {
  if (!frame) throw new Error('The embed frame is drawn before it was loaded');
  const Loaded = frame;
  return <Loaded>{children}</Loaded>;
}
