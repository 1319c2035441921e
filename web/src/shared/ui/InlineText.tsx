import { Link } from '@tanstack/react-router';
import { inlineParts } from '../../catalogue/inline.ts';
import { inlineMarks } from './InlineText.styles.ts';

/** Inline text with its links, strong and code parts. */
export function InlineText({ text }: { text: string }) {
  return inlineParts(text).map((part, index) => {
    switch (part.kind) {
      case 'text':
        return part.text;
      case 'strong':
        return <strong key={index}>{part.text}</strong>;
      case 'code':
        return (
          <code key={index} className={inlineMarks.code}>
            {part.text}
          </code>
        );
      case 'link':
        if (part.internal)
          // A record's path is data, so TypeScript cannot check it against the route tree; an unknown one leads to the 404 page.
          return (
            <Link key={index} to={part.href as '/'} className={inlineMarks.link}>
              {part.text}
            </Link>
          );
        return part.href.startsWith('https:') ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={inlineMarks.link}>
            {part.text}
          </a>
        ) : (
          <a key={index} href={part.href} className={inlineMarks.link}>
            {part.text}
          </a>
        );
    }
  });
}
