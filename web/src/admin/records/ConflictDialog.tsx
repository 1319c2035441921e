import { Box, Button, CloseButton, Dialog, Portal, Table, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { FieldSpec, FormValues } from './form.ts';

interface ConflictDialogProps {
  open: boolean;
  noun: string;
  fields: readonly FieldSpec[];
  yours: FormValues;
  current: FormValues;
  currentVersion: number;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}

function shown(value: string | boolean | undefined): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value === undefined || value === '' ? '(empty)' : value;
}

/**
 * A save met CONFLICT: someone else changed the record since it was opened. Shows both versions
 * where they differ, and lets the editor take the current one (Reload) or save theirs over it
 * (Overwrite, which saves again against the current version).
 */
export function ConflictDialog({ open, noun, fields, yours, current, currentVersion, busy, onReload, onOverwrite, onCancel }: ConflictDialogProps) {
  const differing = fields.filter((field) => yours[field.name] !== current[field.name]);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Someone else changed this {noun}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">
                The {noun} was saved by someone else since you opened it (it is now at version {currentVersion}). Reload to take the current version and lose
                your changes, or overwrite it with your version.
              </Text>
              {differing.length === 0 ? (
                <Text>Both versions have the same values.</Text>
              ) : (
                <Table.ScrollArea borderWidth="1px" rounded="md">
                  <Table.Root size="sm" data-testid="conflict-table">
                    <Table.Caption srOnly>Fields that differ between your version and the current one</Table.Caption>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader scope="col">Field</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">Your version</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">Current version</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {differing.map((field) => (
                        <Table.Row key={field.name}>
                          <Table.Cell as="th" scope="row" fontWeight="medium">
                            {field.label}
                          </Table.Cell>
                          <Table.Cell>
                            <Box as="pre" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="inherit" maxH="40" overflow="auto">
                              {shown(yours[field.name])}
                            </Box>
                          </Table.Cell>
                          <Table.Cell>
                            <Box as="pre" whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="inherit" maxH="40" overflow="auto">
                              {shown(current[field.name])}
                            </Box>
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onReload} disabled={busy}>
                Reload
              </Button>
              <Button colorPalette="red" onClick={onOverwrite} loading={busy}>
                Overwrite
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Back to the form" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
