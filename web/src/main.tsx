import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeRouter } from './router.ts';
import { adoptServedHead } from './site/servedHead.ts';

adoptServedHead(document);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={makeRouter()} />
  </StrictMode>,
);
