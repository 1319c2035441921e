/**
 * The snippet a host page pastes to embed a calculator (catalogue/embeds.ts), and the height messages
 * its script reads: offered by the Embed dialog and the server's oEmbed answers, sent by the embed's
 * frame, never part of an ordinary page's first load.
 */
import { embedPrefix } from './embeds.ts';

/** The message an embed sends its host page whenever its height changes. */
export const embedHeightMessage = 'calcsuite:embed-height';

export interface EmbedHeight {
  type: typeof embedHeightMessage;
  height: number;
}

/** The height an embed is shown at before it says its own (a calculator's form and results on a phone). */
export const initialEmbedHeight = 640;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The snippet a host page pastes: the iframe, and a script that sets its height from the embed's
 * messages, accepted only from the embed's origin and from that iframe's own window.
 */
export function embedSnippet({ origin, pagePath, search, title }: { origin: string; pagePath: string; search: string; title: string }): string {
  const src = `${origin}${embedPrefix}${pagePath}${search}`;
  const id = `calcsuite-${pagePath.slice(1).replace(/[^a-z0-9-]/g, '')}`;
  return [
    `<iframe id="${id}" src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" width="100%" height="${initialEmbedHeight}" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    `<script>addEventListener("message",function(e){var f=document.getElementById(${JSON.stringify(id)});` +
      `if(f&&e.origin===${JSON.stringify(origin)}&&e.source===f.contentWindow&&e.data&&e.data.type===${JSON.stringify(embedHeightMessage)}&&e.data.height>0)f.style.height=e.data.height+"px"});</script>`,
  ].join('\n');
}
