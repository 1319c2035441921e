import { Box, Button, CloseButton, Dialog, Grid, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem, isStaleVersion } from '../errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { FieldInput } from './FieldInput.tsx';
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
 * message and block Save, CONVENTIONS D2), shows the server's field messages beside their fields,
 * asks before throwing unsaved changes away, and meets a stale version with the conflict dialog.
 */
export function RecordFormDialog<R extends { id: number; version: number }>({ kind, api, editing, onClose }: RecordFormDialogProps<R>) {
  const formId = useId();
  const initial = editing.mode === 'edit' ? kind.toValues(editing.record) : kind.emptyValues();
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const [version, setVersion] = useState(editing.mode === 'edit' ? editing.record.version : 0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  const slug = editing.mode === 'edit' ? kind.slugOf(editing.record) : null;
  const parseErrors = jsonErrors(kind.fields, values);
  const hasParseErrors = Object.keys(parseErrors).length > 0;
  const dirty = !sameValues(values, baseline);
  const title = editing.mode === 'edit' ? `Edit ${kind.noun}: ${slug}` : `Create ${kind.noun}`;

  function change(name: string, value: string | boolean) {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors(({ [name]: _fixed, ...others }) => others);
  }

  function requestClose() {
    if (saving) return;
    if (dirty) setAskDiscard(true);
    else onClose();
  }

  async function save(againstVersion: number) {
    setSaving(true);
    try {
      if (slug === null) await api.create(values);
      else await api.update(slug, values, againstVersion);
      notify({ title: 'Success', description: slug === null ? kind.messages.created : kind.messages.updated, type: 'success' });
      onClose();
    } catch (error) {
      const problem = apiProblem(error);
      if (slug !== null && isStaleVersion(problem)) {
        await showConflict(slug);
      } else {
        setServerErrors(labelled(kind.fields, problem.fields));
        notify({ title: 'Error', description: problem.message || kind.messages.saveFailed, type: 'error' });
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
    if (hasParseErrors || saving) return;
    void save(version);
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
    <form id={formId} onSubmit={submit} aria-label={title}>
      <Stack gap="4">
        {kind.fields.map((spec) => (
          <FieldInput
            key={spec.name}
            spec={spec}
            value={values[spec.name] ?? ''}
            onChange={(value) => change(spec.name, value)}
            error={parseErrors[spec.name] ?? serverErrors[spec.name]}
            locked={spec.isSlug === true && slug !== null}
            disabled={saving}
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
          onClose();
        }}
        onCancel={() => setAskDiscard(false)}
      />
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
