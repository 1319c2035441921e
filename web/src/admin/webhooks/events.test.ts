import { describe, expect, it } from 'vitest';
import { allChosen, chosenCount, eventsInput, eventsSummary, kindLabel, toggled, type EventSelection } from './events.ts';

const choices: EventSelection[] = [
  { recordType: 'page', actions: ['create', 'update', 'delete', 'restore', 'publish', 'unpublish'] },
  { recordType: 'seoMeta', actions: ['create', 'update', 'delete', 'restore'] },
  { recordType: 'redirect', actions: ['create', 'update', 'delete', 'restore', 'publish', 'unpublish'] },
];
// The headings the server's metadata gives (recordKinds).
const headings = new Map([
  ['page', 'Pages'],
  ['seoMeta', 'SEO meta'],
  ['redirect', 'Redirects'],
]);

describe('webhook events in the admin', () => {
  it("names the kinds by their tabs' headings, and a kind not yet known by its record type", () => {
    expect(kindLabel('page', headings)).toBe('Pages');
    expect(kindLabel('seoMeta', headings)).toBe('SEO meta');
    expect(kindLabel('redirect', headings)).toBe('Redirects');
    expect(kindLabel('unknownKind', headings)).toBe('unknownKind');
  });

  it("keeps the server's order of actions and kinds whatever order they are ticked in, leaving out kinds with none", () => {
    let chosen = toggled({}, choices, 'redirect', 'update', true);
    chosen = toggled(chosen, choices, 'page', 'publish', true);
    chosen = toggled(chosen, choices, 'page', 'create', true);
    chosen = toggled(chosen, choices, 'seoMeta', 'delete', true);
    chosen = toggled(chosen, choices, 'seoMeta', 'delete', false);
    expect(eventsInput(chosen, choices)).toEqual([
      { recordType: 'page', actions: ['create', 'publish'] },
      { recordType: 'redirect', actions: ['update'] },
    ]);
    expect(chosenCount(chosen)).toBe(3);
  });

  it("summarises a webhook's events per kind, 'all' for a whole kind and 'Every event' for everything", () => {
    expect(eventsSummary(choices, choices, headings)).toBe('Every event');
    expect(chosenCount(allChosen(choices))).toBe(16);
    expect(
      eventsSummary(
        [
          { recordType: 'redirect', actions: ['delete'] },
          { recordType: 'seoMeta', actions: ['create', 'update', 'delete', 'restore'] },
        ],
        choices,
        headings,
      ),
    ).toBe('SEO meta: all; Redirects: delete');
    // In the order the form offers them, whatever order the server lists them in.
    expect(eventsSummary([{ recordType: 'page', actions: ['publish', 'update'] }], choices, headings)).toBe('Pages: update, publish');
  });
});
