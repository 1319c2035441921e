/**
 * The events a webhook listens to, as the admin shows and edits them: per record kind, the actions
 * chosen among those the server offers for it (`webhookEventChoices`), in the server's order.
 */
import type { RecordType, WebhookAction } from '../../graphql/generated/graphql.ts';

export interface EventSelection {
  recordType: RecordType;
  actions: readonly WebhookAction[];
}

/** What the form holds: record kind → the actions ticked. */
export type ChosenEvents = Readonly<Record<string, readonly WebhookAction[]>>;

/** A kind is named by its tab's heading (the server's metadata), or by its record type while that is not known. */
export function kindLabel(recordType: string, headings: ReadonlyMap<string, string>): string {
  return headings.get(recordType) ?? recordType;
}

export const actionLabels: Record<WebhookAction, string> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  restore: 'Restore',
  publish: 'Publish',
  unpublish: 'Unpublish',
};

export function chosenOf(events: readonly EventSelection[]): ChosenEvents {
  return Object.fromEntries(events.map((selection) => [selection.recordType, [...selection.actions]]));
}

/** Every action of every kind. */
export function allChosen(choices: readonly EventSelection[]): ChosenEvents {
  return chosenOf(choices);
}

/** Ticks or unticks one action of one kind, keeping the server's order of actions. */
export function toggled(chosen: ChosenEvents, choices: readonly EventSelection[], recordType: string, action: WebhookAction, on: boolean): ChosenEvents {
  const offered = choices.find((choice) => choice.recordType === recordType)?.actions ?? [];
  const now = new Set(chosen[recordType] ?? []);
  if (on) now.add(action);
  else now.delete(action);
  return { ...chosen, [recordType]: offered.filter((candidate) => now.has(candidate)) };
}

/** The API's `events` input: the kinds in the server's order, those with nothing ticked left out. */
export function eventsInput(chosen: ChosenEvents, choices: readonly EventSelection[]): { recordType: RecordType; actions: WebhookAction[] }[] {
  return choices
    .map((choice) => ({ recordType: choice.recordType, actions: choice.actions.filter((action) => chosen[choice.recordType]?.includes(action)) }))
    .filter((selection) => selection.actions.length > 0);
}

/** How many events are ticked in all. */
export const chosenCount = (chosen: ChosenEvents) => Object.values(chosen).reduce((total, actions) => total + actions.length, 0);

/**
 * A webhook's events in a line: 'Every event', or per kind 'Pages: all' or 'Pages: create, update',
 * in the server's order of kinds.
 */
export function eventsSummary(events: readonly EventSelection[], choices: readonly EventSelection[], headings: ReadonlyMap<string, string>): string {
  const chosen = chosenOf(events);
  const hasAll = (recordType: string, offered: readonly WebhookAction[]) => offered.every((action) => chosen[recordType]?.includes(action));
  if (choices.length > 0 && choices.every((choice) => hasAll(choice.recordType, choice.actions))) return 'Every event';
  const known = new Set(choices.map((choice) => choice.recordType));
  // A kind the server no longer offers still shows, after the others.
  const order = [...choices.map((choice) => choice.recordType), ...events.map((selection) => selection.recordType).filter((kind) => !known.has(kind))];
  return order
    .filter((recordType) => (chosen[recordType]?.length ?? 0) > 0)
    .map((recordType) => {
      const offered = choices.find((choice) => choice.recordType === recordType)?.actions;
      // The server keeps event names sorted; they read in the order of the choices, as the form shows them.
      const actions = offered ? offered.filter((action) => chosen[recordType]?.includes(action)) : (chosen[recordType] ?? []);
      const all = offered !== undefined && hasAll(recordType, offered);
      return `${kindLabel(recordType, headings)}: ${all ? 'all' : actions.join(', ')}`;
    })
    .join('; ');
}
