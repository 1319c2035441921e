import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { apiProblem } from '../errors.ts';
import { MeQuery } from './documents.ts';
import { useLogin } from './useLogin.ts';

interface SignInDialogProps {
  /** What the editor was doing, e.g. 'save this page'. */
  purpose: string;
  onSignedIn: () => void;
  onCancel: () => void;
}

/**
 * Sign-in in place: when the session ends mid-edit (idle expiry, a password changed in
 * another tab), the open form stays as it is; signing in here lets the form carry on with its save.
 */
export function SignInDialog({ purpose, onSignedIn, onCancel }: SignInDialogProps) {
  const formId = useId();
  const { data } = useQuery(MeQuery, { fetchPolicy: 'cache-only' });
  const [username, setUsername] = useState(data?.me?.username ?? '');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { loading }] = useLogin();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      await login({ variables: { username, password } });
      onSignedIn();
    } catch (error) {
      setFailure(apiProblem(error).message || 'Sign-in failed');
    }
  }

  return (
    <Dialog.Root recipe={dialogSlotRecipe} role="alertdialog" open onOpenChange={(details) => !details.open && onCancel()} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Sign in again</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={(event) => void submit(event)}>
                <Stack gap="3">
                  <Text>Your session has ended. Your changes are still here: sign in to {purpose}.</Text>
                  <Field.Root required disabled={loading}>
                    <Field.Label>Username</Field.Label>
                    <Input name="username" autoComplete="username" value={username} onChange={(event) => setUsername(event.currentTarget.value)} />
                  </Field.Root>
                  <Field.Root required disabled={loading} invalid={Boolean(failure)}>
                    <Field.Label>Password</Field.Label>
                    <Input
                      name="password"
                      type="password"
                      autoComplete="current-password"
                      autoFocus
                      value={password}
                      onChange={(event) => setPassword(event.currentTarget.value)}
                    />
                    {failure && <Field.ErrorText>{failure}</Field.ErrorText>}
                  </Field.Root>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={loading}>
                Not now
              </Button>
              <Button type="submit" form={formId} colorPalette="blue" loading={loading} loadingText="Signing in...">
                Sign in and save
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
