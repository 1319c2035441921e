import { Button, CloseButton, Dialog, Flex, Portal, Spinner, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { apiProblem } from '../errors.ts';

interface ListDialogProps {
  title: ReactNode;
  /** The close button's accessible name, e.g. 'Close history'. */
  closeLabel: string;
  onClose: () => void;
  /** The list's query: its error, and whether it is still loading with nothing to show yet. */
  error: unknown;
  loading: boolean;
  loadingText: string;
  /** Above the list, whatever its state. */
  intro?: ReactNode;
  /** The list, once it has loaded. */
  children: ReactNode;
}

/**
 * For a dialog's `onInteractOutside`: closing or touching a notice (they show above every dialog)
 * leaves the dialog open, as it does not mean leaving it.
 */
export function keepOpenForNotices(event: { detail: { originalEvent: Event }; preventDefault: () => void }) {
  // The event itself is fired on the dialog; what was touched is the original event's target.
  const touched = event.detail.originalEvent.target;
  if (touched instanceof Element && touched.closest('[data-scope="toast"]')) event.preventDefault();
}

/** A full-screen-on-phones dialog showing a record list a query loads (a record's history, the trash). */
export function ListDialog({ title, closeLabel, onClose, error, loading, loadingText, intro, children }: ListDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => !details.open && onClose()}
      onInteractOutside={keepOpenForNotices}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {intro}
              {error ? (
                <Text role="alert">{apiProblem(error).message}</Text>
              ) : loading ? (
                <Flex gap="2" align="center" role="status">
                  <Spinner size="sm" />
                  <Text>{loadingText}</Text>
                </Flex>
              ) : (
                children
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
