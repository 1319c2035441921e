/**
 * Pages rendered off the event loop. Rendering a page is synchronous work for React: on the thread
 * that answers requests, the heaviest links (long tables of rows, deep expressions) held every other
 * answer, `/healthz` included, for as long as they took. Here the renderer's module runs in worker
 * threads, one page at a time each; the server's thread only routes, reads the cache and sends. A
 * worker asks the server for the site's data as the page's loaders need it (the protocol is in
 * catalogue/rendering.ts), so the records stay in one place and each render sees the request's own.
 *
 * A render has a time limit once a worker has it: past it the worker is ended (no render can hold a
 * thread for seconds) and another takes its place. A worker that fails or runs out of its heap is
 * replaced the same way; the render it held fails, and the server sends the page for the browser to
 * draw. Renders wait in a bounded queue: past it, a render is refused at once rather than held.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromRenderWorker, RenderedPage, Renderer, RenderOptions, SiteSource, ToRenderWorker } from '#catalogue/rendering.ts';

/** A render the workers could not take or finish in time: the client may ask again after `retryAfterSeconds`. */
export class RenderUnavailable extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'RenderUnavailable';
  }
}

export interface RenderWorkerOptions {
  /** Threads rendering at once: by default one fewer than the machine's cores, at least one, at most four. */
  size?: number;
  /** The longest a render may take once a worker has it. */
  timeoutMs?: number;
  /** Renders waiting for a worker at most; one more is refused. */
  queueLimit?: number;
  /** Each worker's heap, in MB: a render that needs more ends its worker, never the process. */
  heapMb?: number;
  log?: { error(details: object, message: string): void };
}

export const defaultRenderWorkers = () => Math.max(1, Math.min(4, availableParallelism() - 1));

interface Job {
  url: string;
  site: SiteSource;
  options: RenderOptions;
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
}

/**
 * What a worker runs: the renderer's module, named in its data, told to answer on the worker's port.
 * Plain script, so the server's bundle needs no file of its own for it; a module that fails to load
 * fails the worker, which is then replaced like one that failed later.
 */
const bootstrap = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.module).then(({ serveRenders }) => serveRenders(parentPort));
`;

/** How long to wait before starting a worker again after one failed to start, so a broken build does not spin. */
const restartDelayMs = 1000;

export interface RenderWorkers extends Renderer {
  close(): Promise<void>;
}

/**
 * A renderer whose pages are rendered by workers running `moduleFile` (the build's renderer);
 * `cleanLink`, which is quick and asked on every request, is `inProcess`'s.
 */
export function renderWorkers(moduleFile: string, inProcess: Pick<Renderer, 'cleanLink'>, options: RenderWorkerOptions = {}): RenderWorkers {
  const { size = defaultRenderWorkers(), timeoutMs = 3000, queueLimit = 256, heapMb = 256, log } = options;
  const moduleUrl = pathToFileURL(moduleFile).href;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let lastId = 0;
  let closed = false;

  function start(): Slot {
    const worker = new Worker(bootstrap, { eval: true, workerData: { module: moduleUrl }, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    // The server's own handles keep the process alive; a worker alone never does.
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null };
    worker.on('message', (message: FromRenderWorker) => heard(slot, message));
    worker.on('error', (error) => lost(slot, error));
    worker.on('exit', (code) => lost(slot, new Error(`The render worker stopped with exit code ${code}`)));
    return slot;
  }

  const post = (slot: Slot, message: ToRenderWorker) => slot.worker.postMessage(message);

  function heard(slot: Slot, message: FromRenderWorker): void {
    if (!slots.includes(slot)) return;
    if (message.type === 'ready') {
      slot.ready = true;
      next(slot);
      return;
    }
    if (message.type === 'load') {
      const { site } = slot.job ?? {};
      if (!site) return;
      site
        .load(message.path)
        .then((payload) => post(slot, { type: 'loaded', id: message.id, payload }))
        .catch((error: unknown) => post(slot, { type: 'loaded', id: message.id, error: error instanceof Error ? error.message : String(error) }));
      return;
    }
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    slot.job = null;
    if (message.type === 'rendered') job.resolve(message.page);
    else job.reject(new Error(message.message));
    next(slot);
  }

  /** Gives the slot's worker the next waiting render, if it is free. */
  function next(slot: Slot): void {
    if (!slot.ready || slot.job || closed) return;
    const job = queue.shift();
    if (!job) return;
    slot.job = job;
    const id = ++lastId;
    slot.timer = setTimeout(() => replace(slot, new RenderUnavailable(`Rendering ${job.url} took over ${timeoutMs} ms: stopped`, 1)), timeoutMs);
    post(slot, { type: 'render', id, url: job.url, options: job.options });
  }

  /** Ends a slot's worker and starts another in its place; the render it held fails with `error`. */
  function replace(slot: Slot, error: Error): void {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    slot.job?.reject(error);
    slot.job = null;
    if (closed) {
      slots.splice(index, 1);
      return;
    }
    if (slot.ready) {
      slots[index] = start();
      return;
    }
    // It never started: what is waiting fails now (the browser draws those pages), and the next try waits a moment.
    slots.splice(index, 1);
    if (!slots.some((other) => other.ready)) for (const job of queue.splice(0)) job.reject(error);
    setTimeout(() => {
      if (!closed) slots.push(start());
    }, restartDelayMs).unref();
  }

  function lost(slot: Slot, error: Error): void {
    if (!slots.includes(slot)) return;
    log?.error({ err: error, url: slot.job?.url }, 'A render worker stopped; another takes its place');
    replace(slot, error);
  }

  for (let i = 0; i < size; i++) slots.push(start());

  return {
    cleanLink: (url) => inProcess.cleanLink(url),
    renderPage(url, site, renderOptions = {}) {
      if (closed) return Promise.reject(new Error('The renderer is closed'));
      if (queue.length >= queueLimit) return Promise.reject(new RenderUnavailable('Every render worker is busy and the queue is full', 1));
      return new Promise<RenderedPage>((resolve, reject) => {
        queue.push({ url, site, options: renderOptions, resolve, reject });
        const idle = slots.find((slot) => slot.ready && !slot.job);
        if (idle) next(idle);
      });
    },
    async close() {
      closed = true;
      const stopped = slots.splice(0);
      for (const slot of stopped) clearTimeout(slot.timer);
      for (const job of [...queue.splice(0), ...stopped.flatMap((slot) => slot.job ?? [])]) job.reject(new Error('The renderer is closed'));
      await Promise.all(stopped.map((slot) => slot.worker.terminate()));
    },
  };
}
