// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMarkLive } from '../live.ts';
import { lazyPage, type LazyPage } from './lazyPage.tsx';

/** A page with state, so a test can tell a live page from served markup. */
function CounterPage() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}

/** A page's code as a download the test lets arrive when it chooses. */
function download() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let requests = 0;
  const importPage = async () => {
    requests += 1;
    await arrived;
    return CounterPage;
  };
  return { importPage, arrive, requests: () => requests };
}

/** The shell around a page: live as soon as the app runs, page code or not. */
function Shell({ Page }: { Page: LazyPage }) {
  const [open, setOpen] = useState(false);
  useMarkLive();
  return (
    <>
      <nav>
        <button type="button" onClick={() => setOpen(true)}>
          {open ? 'Menu open' : 'Menu'}
        </button>
      </nav>
      <main>
        <Page />
      </main>
    </>
  );
}

/** The browser's idle callbacks, run when the test says the browser is idle. */
function idleCallbacks() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return { becomeIdle: () => waiting.splice(0).forEach((callback) => callback()) };
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.interactive;
});

/** Serves a page whole, as the server does, and returns its markup in the document. */
async function servedPage() {
  const server = download();
  const ServerPage = lazyPage(server.importPage);
  server.arrive();
  await ServerPage.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Shell Page={ServerPage} />);
  document.body.append(container);
  return container;
}

describe('a page whose code loads after the app', () => {
  it('renders whole once its loader has run, as the pre-render does', async () => {
    const { importPage, arrive } = download();
    const Page = lazyPage(importPage);
    const loaded = Page.load();
    arrive();
    await loaded;
    expect(renderToString(<Page />)).toContain('Pressed <!-- -->0<!-- --> times');
  });

  it('keeps its served markup while the code is on its way, with the shell already live, then comes to life', async () => {
    const { becomeIdle } = idleCallbacks();
    // The server: the loader ran, so the page rendered whole.
    const container = await servedPage();
    const served = container.querySelector('main button');

    // The browser: the router runs no loader when it takes over a served page, and the page's code
    // is not asked for until the browser is idle.
    const browser = download();
    const Page = lazyPage(browser.importPage);
    await act(async () => {
      root = hydrateRoot(container, <Shell Page={Page} />);
    });
    expect(browser.requests()).toBe(0);
    await act(async () => becomeIdle());
    expect(browser.requests()).toBe(1);
    expect(container.querySelector('main button')).toBe(served);
    expect(served?.textContent).toBe('Pressed 0 times');

    await act(async () => container.querySelector<HTMLButtonElement>('nav button')?.click());
    expect(container.querySelector('nav button')?.textContent).toBe('Menu open');
    // The page is not yet live, so neither is the page as a whole for scripts and tests.
    expect(document.documentElement.dataset.interactive).toBeUndefined();

    await act(async () => browser.arrive());
    expect(document.documentElement.dataset.interactive).toBe('true');
    // Hydrated in place: the same element, now live.
    expect(container.querySelector('main button')).toBe(served);
    await act(async () => container.querySelector<HTMLButtonElement>('main button')?.click());
    expect(served?.textContent).toBe('Pressed 1 times');
  });

  it('asks for its code at the first key the visitor presses, before the browser is idle', async () => {
    idleCallbacks();
    const container = await servedPage();
    const browser = download();
    const Page = lazyPage(browser.importPage);
    await act(async () => {
      root = hydrateRoot(container, <Shell Page={Page} />);
    });
    expect(browser.requests()).toBe(0);
    await act(async () => container.querySelector('main button')?.dispatchEvent(new KeyboardEvent('keydown', { key: '4', bubbles: true })));
    expect(browser.requests()).toBe(1);
    expect(document.documentElement.dataset.interactive).toBeUndefined();
    await act(async () => browser.arrive());
    expect(document.documentElement.dataset.interactive).toBe('true');
  });

  it('asks again after a failed download', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return CounterPage;
    });
    await expect(Page.load()).rejects.toThrow('offline');
    await expect(Page.load()).resolves.toBeUndefined();
    expect(attempts).toBe(2);
  });
});
