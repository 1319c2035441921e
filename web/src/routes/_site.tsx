import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EmbedLayout } from '../site/shell/EmbedLayout.tsx';
import { SiteLayout } from '../site/shell/SiteLayout.tsx';

export const Route = createFileRoute('/_site')({
  component: SiteOrEmbed,
});

/** The site's frame, or the embed's when the page is drawn inside another site (catalogue/embeds.ts). */
function SiteOrEmbed() {
  const embed = Route.useRouteContext({ select: (context) => context.embed });
  const Layout = embed ? EmbedLayout : SiteLayout;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}
