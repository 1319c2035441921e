import { lazy, Suspense } from 'react';
import { useNoticeHostWanted } from './notify.ts';

const Toaster = lazy(() => import('./Toaster.tsx'));

/** Mounts the toaster once the first notice is requested. */
export function NoticeHost() {
  const wanted = useNoticeHostWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
