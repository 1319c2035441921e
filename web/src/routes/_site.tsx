import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '../site/shell/SiteLayout.tsx';
import { EmbedFrame, loadEmbedFrame } from '../site/shell/embedFrame.tsx';

export const Route = createFileRoute('/_site')({
  beforeLoad: async ({ context }) => {
    if (context.embed) await loadEmbedFrame();
  },
  component: SiteOrEmbed,
});

/** The site's frame, or the embed's when the page is drawn inside another site (catalogue/embeds.ts). */
function SiteOrEmbed() {
  const embed = Route.useRouteContext({ select: (context) => context.embed });
  const Layout = embed ? EmbedFrame : SiteLayout;
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}
