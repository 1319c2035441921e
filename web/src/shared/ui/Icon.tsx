import type { SVGProps } from 'react';
import { spriteUrl } from 'virtual:icon-sprite';
import { symbolId, type SpriteIconName } from './iconNames.ts';

export type IconProps = { name: SpriteIconName; size?: number | string } & Omit<SVGProps<SVGSVGElement>, 'name'>;

/**
 * A lucide icon by name, drawn from the site's icon sprite (web/build/icon-sprite.ts), whose symbols
 * carry lucide's drawing attributes (stroke, fill, line ends), so each use on a page is only its size
 * and the link; decorative unless given a label. Inside a Chakra button or input addon it takes the
 * size the recipe gives icons.
 */
export function Icon({ name, size = 24, className, ...props }: IconProps) {
  const labelled = Boolean(props['aria-label'] ?? props['aria-labelledby']);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      className={className ? `lucide ${className}` : 'lucide'}
      {...props}
    >
      <use href={`${spriteUrl}#${symbolId(name)}`} />
    </svg>
  );
}
