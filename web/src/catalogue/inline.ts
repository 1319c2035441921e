/**
 * The inline marks of record text (content.ts): `[label](href)` links, `**strong**` and `` `code` ``.
 * A module apart from the schemas, so the pages that render record text do not carry the validation
 * code (the bundler keeps a module's schemas once valibot sits in a chunk shared with other pages).
 */

/** Inline text split into its parts: plain text, links, strong and code. */
export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string; internal: boolean }
  | { kind: 'strong'; text: string }
  | { kind: 'code'; text: string };

const inlineMark = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*|`([^`\n]+)`/g;

/** Where a link may go: a path on this site, an https: page or a mailto: address; anything else stays text. */
function linkTarget(href: string): { href: string; internal: boolean } | null {
  if (/^\/(?!\/)[\w\-./?=&%#]*$/.test(href)) return { href, internal: true };
  if (/^https:\/\/[^\s"'<>]+$/.test(href) || /^mailto:[^\s"'<>]+@[^\s"'<>]+$/.test(href)) return { href, internal: false };
  return null;
}

export function inlineParts(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let at = 0;
  const plain = (end: number) => {
    if (end > at) parts.push({ kind: 'text', text: source.slice(at, end) });
  };
  for (const match of source.matchAll(inlineMark)) {
    const [whole, label, href, strong, code] = match;
    if (label !== undefined && href !== undefined) {
      const target = linkTarget(href);
      if (!target) continue;
      plain(match.index);
      parts.push({ kind: 'link', text: label, ...target });
    } else {
      plain(match.index);
      parts.push(strong !== undefined ? { kind: 'strong', text: strong } : { kind: 'code', text: code ?? '' });
    }
    at = match.index + whole.length;
  }
  plain(source.length);
  return parts;
}
