import { useMutation } from '@apollo/client/react';
import { Button, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { parse } from 'graphql';
import { useState } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';

// The redirects kind is made from its definition on the server: its create mutation is named by it.
const CreateRedirect = parse(`mutation AdminOfferedRedirect($input: RedirectInput!) { createRedirect(input: $input) { fromPath toPath } }`);

/**
 * Offered once a page record went to the trash: send its old address on to another page, so links
 * and search results that lead there keep working. The server refuses a loop or a chain, with its
 * message shown under the field.
 */
export function RedirectOffer({ fromPath, onClose }: { fromPath: string; onClose: () => void }) {
  const [toPath, setToPath] = useState('/');
  const [problem, setProblem] = useState<string | null>(null);
  // The redirects list and the counts, by name: refetching every active query would take the
  // dashboard's own sign-in check, and the dashboard with it, back to its loading state.
  const [create, { loading }] = useMutation(CreateRedirect, { refetchQueries: ['AdminDefinedRedirectList', 'AdminDashboardStats'] });

  async function save() {
    try {
      await create({ variables: { input: { fromPath, toPath, statusCode: 301, isActive: true } } });
      notify({ title: 'Success', description: `${fromPath} now redirects to ${toPath}`, type: 'success' });
      onClose();
    } catch (error) {
      const shown = apiProblem(error);
      setProblem(shown.fields?.toPath ?? shown.fields?.fromPath ?? shown.message);
    }
  }

  return (
    // Opened once the delete confirmation has gone (RecordsTab); a click beside it does not drop the offer, 'No redirect' does.
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => !details.open && onClose()}
      closeOnInteractOutside={false}
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Redirect {fromPath}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">Visitors and search engines that still ask for {fromPath} can be sent on to another page (301, moved for good).</Text>
              <Field.Root invalid={problem !== null}>
                <Field.Label>To path</Field.Label>
                <Input name="toPath" value={toPath} onChange={(event) => setToPath(event.currentTarget.value)} />
                {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" onClick={onClose}>
                  No redirect
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="blue" loading={loading} onClick={() => void save()}>
                Create redirect
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
