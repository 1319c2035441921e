import { Button, Checkbox, CloseButton, Dialog, Field, Fieldset, Flex, Input, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, dialogSlotRecipe, fieldsetSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';
import { ConfirmDialog } from '../records/ConfirmDialog.tsx';
import { keepOpenForNotices } from '../records/ListDialog.tsx';
import { CreateWebhookMutation, UpdateWebhookMutation } from './documents.ts';
import { actionLabels, allChosen, chosenCount, chosenOf, eventsInput, kindLabel, toggled, type ChosenEvents, type EventSelection } from './events.ts';

export interface WebhookRow {
  id: number;
  url: string;
  isActive: boolean;
  events: readonly EventSelection[];
}

export type WebhookEditing = { mode: 'create' } | { mode: 'edit'; webhook: WebhookRow };

/** What a save did: a new webhook comes with its secret, which the tab shows once. */
export type WebhookSaved = { mode: 'create'; url: string; secret: string } | { mode: 'edit'; url: string };

interface WebhookFormDialogProps {
  editing: WebhookEditing;
  /** Every record kind with the actions a webhook may listen to, in the server's order. */
  choices: readonly EventSelection[];
  /** The headings of the kinds made from definitions, by record type. */
  headings: ReadonlyMap<string, string>;
  onSaved: (saved: WebhookSaved) => void;
  onClose: () => void;
}

const labels: Record<string, string> = { url: 'Endpoint URL', events: 'Events', isActive: 'Active' };

/** The fields in the order the form shows them: focus goes to the first one refused. */
const fieldOrder = ['url', 'events', 'isActive'];

const sameChosen = (a: ChosenEvents, b: ChosenEvents, choices: readonly EventSelection[]) =>
  JSON.stringify(eventsInput(a, choices)) === JSON.stringify(eventsInput(b, choices));

/**
 * The create/edit form of a webhook: its endpoint URL, the events it listens to (per record kind,
 * the actions the server offers for it) and whether it is active. The server's field messages show
 * beside their fields and focus moves to the first of them; closing with unsaved changes asks first.
 */
export function WebhookFormDialog({ editing, choices, headings, onSaved, onClose }: WebhookFormDialogProps) {
  const formId = useId();
  const urlId = useId();
  const initial = editing.mode === 'edit' ? editing.webhook : { url: '', isActive: true, events: [] };
  const [url, setUrl] = useState(initial.url);
  const [chosen, setChosen] = useState<ChosenEvents>(() => chosenOf(initial.events));
  const [isActive, setActive] = useState(initial.isActive);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [askDiscard, setAskDiscard] = useState(false);
  const [createWebhook, { loading: creating }] = useMutation(CreateWebhookMutation);
  const [updateWebhook, { loading: updating }] = useMutation(UpdateWebhookMutation);
  const saving = creating || updating;
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  const dirty = url !== initial.url || isActive !== initial.isActive || !sameChosen(chosen, chosenOf(initial.events), choices);
  const title = editing.mode === 'edit' ? 'Edit webhook' : 'Add webhook';

  // Focus moves once the messages are on screen.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = fieldOrder.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] input`)?.focus();
  }, [errors]);

  function clearError(name: string) {
    setErrors(({ [name]: _fixed, ...others }) => others);
  }

  function requestClose() {
    if (saving) return;
    if (dirty) setAskDiscard(true);
    else onClose();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const input = { url: url.trim(), events: eventsInput(chosen, choices), isActive };
    try {
      if (editing.mode === 'create') {
        const result = await createWebhook({ variables: { input } });
        const created = result.data?.createWebhook;
        if (created) onSaved({ mode: 'create', url: created.webhook.url, secret: created.secret });
      } else {
        const result = await updateWebhook({ variables: { id: editing.webhook.id, input } });
        onSaved({ mode: 'edit', url: result.data?.updateWebhook.url ?? input.url });
      }
    } catch (error) {
      const problem = apiProblem(error);
      const messages = Object.fromEntries(Object.entries(problem.fields).map(([name, message]) => [name, `${labels[name] ?? name} ${message}`]));
      focusFirstError.current = true;
      setErrors(messages);
      const listed = Object.values(messages);
      notify({
        title: 'Error',
        description: listed.length > 0 ? `Failed to save the webhook: ${listed.join('; ')}` : problem.message || 'Failed to save the webhook',
        type: 'error',
      });
    }
  }

  const urlHintId = `${urlId}-hint`;
  const urlErrorId = `${urlId}-error`;
  const ticked = chosenCount(chosen);

  return (
    <>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open
        onOpenChange={(details) => !details.open && requestClose()}
        onInteractOutside={keepOpenForNotices}
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header pe="12">
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <form id={formId} ref={formRef} onSubmit={(event) => void submit(event)} aria-label={title} noValidate>
                  <Stack gap="5">
                    <Field.Root required invalid={Boolean(errors.url)} disabled={saving} data-field="url">
                      <Field.Label htmlFor={urlId}>
                        Endpoint URL
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input
                        id={urlId}
                        name="url"
                        type="url"
                        inputMode="url"
                        autoComplete="off"
                        spellCheck={false}
                        placeholder="https://"
                        maxLength={2000}
                        value={url}
                        aria-describedby={[urlHintId, errors.url ? urlErrorId : null].filter(Boolean).join(' ')}
                        onChange={(event) => {
                          setUrl(event.currentTarget.value);
                          clearError('url');
                        }}
                      />
                      <Field.HelperText id={urlHintId}>
                        Where each event is POSTed, signed with the webhook&apos;s secret. Addresses on this server or a private network are refused when sent,
                        unless the server allows them.
                      </Field.HelperText>
                      {errors.url && <Field.ErrorText id={urlErrorId}>{errors.url}</Field.ErrorText>}
                    </Field.Root>
                    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(errors.events)} disabled={saving} data-field="events">
                      <Fieldset.Legend fontWeight="medium">Events</Fieldset.Legend>
                      <Fieldset.HelperText>
                        Per record kind, the changes to send. Publish and unpublish come with the create or update that made a record public or took it down.
                      </Fieldset.HelperText>
                      <Flex gap="2" wrap="wrap" align="center">
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => {
                            setChosen(allChosen(choices));
                            clearError('events');
                          }}
                        >
                          Select every event
                        </Button>
                        <Button size="xs" variant="outline" onClick={() => setChosen({})} disabled={ticked === 0}>
                          Clear
                        </Button>
                        <Text fontSize="sm" color="fg.muted" aria-live="polite">
                          {ticked === 1 ? '1 event chosen' : `${ticked} events chosen`}
                        </Text>
                      </Flex>
                      <Fieldset.Content>
                        {choices.map((choice) => (
                          <Fieldset.Root key={choice.recordType} recipe={fieldsetSlotRecipe} borderWidth="1px" rounded="md" px="3" py="2" gap="1">
                            <Fieldset.Legend fontSize="sm" fontWeight="semibold" px="1">
                              {kindLabel(choice.recordType, headings)}
                            </Fieldset.Legend>
                            <Flex gap="4" rowGap="2" wrap="wrap">
                              {choice.actions.map((action) => (
                                <Checkbox.Root
                                  key={action}
                                  recipe={checkboxSlotRecipe}
                                  size="sm"
                                  checked={chosen[choice.recordType]?.includes(action) ?? false}
                                  onCheckedChange={(details) => {
                                    setChosen((previous) => toggled(previous, choices, choice.recordType, action, details.checked === true));
                                    clearError('events');
                                  }}
                                >
                                  <Checkbox.HiddenInput name={`${choice.recordType}.${action}`} />
                                  <Checkbox.Control />
                                  <Checkbox.Label>{actionLabels[action]}</Checkbox.Label>
                                </Checkbox.Root>
                              ))}
                            </Flex>
                          </Fieldset.Root>
                        ))}
                      </Fieldset.Content>
                      {errors.events && <Fieldset.ErrorText>{errors.events}</Fieldset.ErrorText>}
                    </Fieldset.Root>
                    <Field.Root invalid={Boolean(errors.isActive)} disabled={saving} data-field="isActive">
                      <Switch.Root recipe={switchSlotRecipe} checked={isActive} onCheckedChange={(details) => setActive(details.checked)} name="isActive">
                        <Switch.HiddenInput />
                        <Switch.Control>
                          <Switch.Thumb />
                        </Switch.Control>
                        <Switch.Label>Active</Switch.Label>
                      </Switch.Root>
                      <Field.HelperText>While inactive, changes are not queued for it; a test event is still sent.</Field.HelperText>
                      {errors.isActive && <Field.ErrorText>{errors.isActive}</Field.ErrorText>}
                    </Field.Root>
                  </Stack>
                </form>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={requestClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" form={formId} colorPalette="blue" loading={saving} loadingText="Saving...">
                  {editing.mode === 'create' ? 'Create webhook' : 'Save'}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={askDiscard}
        title="Discard unsaved changes?"
        message="Your changes to this webhook have not been saved. Close the form and lose them?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setAskDiscard(false);
          onClose();
        }}
        onCancel={() => setAskDiscard(false)}
      />
    </>
  );
}
