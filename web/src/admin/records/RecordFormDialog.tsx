import { Alert, Box, Button, CloseButton, Dialog, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe, dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem, isStaleVersion } from '../errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { SignInDialog } from '../session/SignInDialog.tsx';
import { formatUpdatedAt } from './cells.tsx';
import { discardDraft, readDraft, writeDraft } from './drafts.ts';
import { FieldInput } from './FieldInput.tsx';
import { editorErrors } from './editorProblems.ts';
import { jsonErrors, labelled, sameValues, type FormValues } from './form.ts';
import type { RecordApi, RecordKind } from './kind.ts';
import { ViewOnSite } from './RecordTable.tsx';

export type Editing<R> = { mode: 'create' } | { mode: 'edit'; record: R };

interface RecordFormDialogProps<R extends { id: number; version: number }> {
  kind: RecordKind<R>;
  api: RecordApi<R>;
  editing: Editing<R>;
  onClose: () => void;
}

interface Conflict {
  current: FormValues;
  version: number;
}

/**
 * The create/edit modal of a record type. Keeps the typed text as is (JSON fields show the parser's
 * message and block Save, D2), shows the server's field messages beside their fields and
 * moves focus to the first of them, asks before throwing unsaved changes away (closing the form,
 * leaving the page in the app or the browser), keeps a draft in this browser until it is saved or
 * cancelled, offers sign-in in place when the session has ended, and meets a stale version with the
 * conflict dialog.
 */
export function RecordFormDialog<R extends { id: number; version: number }>({ kind, api, editing, onClose }: RecordFormDialogProps<R>) {
  const formId = useId();
  const slug = editing.mode === 'edit' ? kind.slugOf(editing.record) : null;
  const initial = editing.mode === 'edit' ? kind.toValues(editing.record) : kind.emptyValues();
  const [draft] = useState(() => {
    const kept = readDraft(kind.recordType, slug);
    return kept && !sameValues(kept.values, initial) ? kept : null;
  });
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(draft?.values ?? initial);
  const [version, setVersion] = useState(draft?.version ?? (editing.mode === 'edit' ? editing.record.version : 0));
  const [restoredDraft, setRestoredDraft] = useState(draft !== null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  // Structured editors mark the fields the records refuse once a save was refused for them, then as they change.
  const [checkEditors, setCheckEditors] = useState(false);
  // A refused save draws the form again, so focus moves even when nothing else changed.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);

  const parseErrors = jsonErrors(kind.fields, values);
  const hasParseErrors = Object.keys(parseErrors).length > 0;
  const dirty = !sameValues(values, baseline);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const title = editing.mode === 'edit' ? `Edit ${kind.noun}: ${slug}` : `Create ${kind.noun}`;

  // Leaving with unsaved changes asks first: in the app (the router's blocker) and in the browser (beforeunload).
  const blocker = useBlocker({ shouldBlockFn: () => dirtyRef.current, enableBeforeUnload: () => dirtyRef.current, withResolver: true });

  useEffect(() => {
    if (dirty) writeDraft({ recordType: kind.recordType, slug, values, version });
    else discardDraft(kind.recordType, slug);
  }, [dirty, values, version, kind.recordType, slug]);

  const errors = { ...serverErrors, ...(checkEditors ? editorErrors(kind.fields, values) : {}), ...parseErrors };
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = kind.fields.find((spec) => errors[spec.name]);
    const form = formRef.current;
    if (!first || !form) return;
    // Inside a structured editor, the first field it marks, brought to the middle so its label and message show too.
    const marked = form.querySelector<HTMLElement>(`[data-field="${first.name}"] [aria-invalid="true"]`);
    if (marked) {
      marked.focus({ preventScroll: true });
      marked.scrollIntoView({ block: 'center' });
      return;
    }
    // Else the field itself, or the top of its editor.
    (form.querySelector<HTMLElement>(`[name="${first.name}"]`) ?? form.querySelector<HTMLElement>(`[data-field="${first.name}"]`))?.focus();
  });

  /** Closes the form for good: its draft goes with it. */
  function finish() {
    discardDraft(kind.recordType, slug);
    onClose();
  }

  function change(name: string, value: string | boolean) {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors(({ [name]: _fixed, ...others }) => others);
  }

  function requestClose() {
    if (saving) return;
    if (dirty) setAskDiscard(true);
    else finish();
  }

  async function save(againstVersion: number) {
    setSaving(true);
    try {
      if (slug === null) await api.create(values);
      else await api.update(slug, values, againstVersion);
      notify({ title: 'Success', description: slug === null ? kind.messages.created : kind.messages.updated, type: 'success' });
      finish();
    } catch (error) {
      const problem = apiProblem(error);
      if (problem.code === 'UNAUTHENTICATED') {
        setSigningIn(true);
      } else if (slug !== null && isStaleVersion(problem)) {
        await showConflict(slug);
      } else {
        const messages = labelled(kind.fields, problem.fields);
        setServerErrors(messages);
        focusFirstError.current = true;
        // The notice speaks of fields by their labels, as the form does, never by their API names.
        const listed = Object.values(messages);
        // Other refusals (a duplicate slug) come with a sentence of their own.
        const description =
          problem.code === 'BAD_USER_INPUT' && listed.length > 0
            ? `${kind.messages.saveFailed}: ${listed.join('; ')}`
            : problem.message || kind.messages.saveFailed;
        notify({ title: 'Error', description, type: 'error' });
      }
    } finally {
      setSaving(false);
    }
  }

  async function showConflict(recordSlug: string) {
    try {
      const current = await api.fetchCurrent(recordSlug);
      setConflict({ current: kind.toValues(current), version: current.version });
    } catch (error) {
      notify({ title: 'Error', description: apiProblem(error).message || kind.messages.saveFailed, type: 'error' });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasParseErrors) focusFirstError.current = true;
    if (hasParseErrors || saving) return;
    // What the records would refuse is marked at once, without a round trip to be told so.
    if (Object.keys(editorErrors(kind.fields, values)).length > 0) {
      setCheckEditors(true);
      focusFirstError.current = true;
      redraw();
      return;
    }
    void save(version);
  }

  function discardRestoredDraft() {
    setValues(baseline);
    setVersion(editing.mode === 'edit' ? editing.record.version : 0);
    setRestoredDraft(false);
    discardDraft(kind.recordType, slug);
  }

  function reload() {
    if (!conflict) return;
    setValues(conflict.current);
    setBaseline(conflict.current);
    setVersion(conflict.version);
    setServerErrors({});
    setConflict(null);
  }

  function overwrite() {
    if (!conflict) return;
    const against = conflict.version;
    setVersion(against);
    setConflict(null);
    void save(against);
  }

  const Preview = kind.Preview;
  const form = (
    <form id={formId} ref={formRef} onSubmit={submit} aria-label={title} noValidate>
      <Stack gap="4">
        {restoredDraft && draft && (
          <Alert.Root recipe={alertSlotRecipe} status="info" alignItems="center" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Title flex="1">Restored your unsaved changes from {formatUpdatedAt(draft.savedAt)}.</Alert.Title>
            <Button size="xs" variant="outline" onClick={discardRestoredDraft}>
              Discard draft
            </Button>
          </Alert.Root>
        )}
        {kind.fields.map((spec) => (
          <FieldInput
            key={spec.name}
            spec={spec}
            value={values[spec.name] ?? ''}
            onChange={(value) => change(spec.name, value)}
            error={errors[spec.name]}
            locked={spec.isSlug === true && slug !== null}
            disabled={saving}
            showProblems={checkEditors}
            context={values}
          />
        ))}
      </Stack>
    </form>
  );

  return (
    <>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        open
        onOpenChange={(details) => !details.open && requestClose()}
        size={Preview ? { base: 'full', lg: 'cover' } : { base: 'full', md: 'lg' }}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header display="flex" alignItems="center" gap="3" pe="12">
                <Dialog.Title>{title}</Dialog.Title>
                {editing.mode === 'edit' && slug !== null && <ViewOnSite path={kind.sitePathOf(editing.record)} slug={slug} size="sm" />}
              </Dialog.Header>
              <Dialog.Body>
                {Preview ? (
                  <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(18rem, 26rem)' }} gap="6" alignItems="start">
                    {form}
                    <Box position={{ lg: 'sticky' }} top="0">
                      <Preview values={values} />
                    </Box>
                  </Grid>
                ) : (
                  form
                )}
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                {hasParseErrors && (
                  <Text fontSize="sm" color="fg.error" flexBasis="100%" textAlign="end" role="status">
                    Fix the JSON errors to save.
                  </Text>
                )}
                <Button variant="outline" onClick={requestClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" form={formId} colorPalette="blue" loading={saving} loadingText="Saving..." disabled={hasParseErrors}>
                  Save
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
        message={`Your changes to this ${kind.noun} have not been saved. Close the form and lose them?`}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setAskDiscard(false);
          finish();
        }}
        onCancel={() => setAskDiscard(false)}
      />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title="Leave with unsaved changes?"
        message={`Your changes to this ${kind.noun} have not been saved. They stay as a draft in this browser and come back when you open the form again.`}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
      {signingIn && (
        <SignInDialog
          purpose={`save this ${kind.noun}`}
          onSignedIn={() => {
            setSigningIn(false);
            void save(version);
          }}
          onCancel={() => setSigningIn(false)}
        />
      )}
      {conflict && (
        <ConflictDialog
          open
          noun={kind.noun}
          fields={kind.fields}
          yours={values}
          current={conflict.current}
          currentVersion={conflict.version}
          busy={saving}
          onReload={reload}
          onOverwrite={overwrite}
          onCancel={() => setConflict(null)}
        />
      )}
    </>
  );
}
