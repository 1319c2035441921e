import { Link, type LinkComponentProps } from '@tanstack/react-router';

type Props = Omit<LinkComponentProps<'a'>, 'to' | 'params' | 'search'> & { to: string };

/**
 * A router link to a path taken from the catalogue. Those paths are data, so TypeScript cannot
 * check them against the route tree; the catalogue test proves that every one resolves to a route.
 */
export function CatalogueLink({ to, ...props }: Props) {
  return <Link {...props} to={to as '/'} />;
}
