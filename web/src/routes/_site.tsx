import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SiteLayout } from '../site/shell/SiteLayout.tsx';

export const Route = createFileRoute('/_site')({
  // The layout every public page draws: in the app's own chunk, not one of its own to fetch and run.
  codeSplitGroupings: [],
  component: SiteOrEmbed,
});

/** The site's frame, or the embed's when the page is drawn inside another site (site/shell/embedding.ts). */
function SiteOrEmbed() {
  const embed = Route.useRouteContext({ select: (context) => context.embed });
  if (embed)
    return (
      <embed.Frame>
        <Outlet />
      </embed.Frame>
    );
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
