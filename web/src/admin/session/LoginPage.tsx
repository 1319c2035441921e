import { Box, Button, Card, Center, Field, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';
import { MeQuery } from './documents.ts';
import { useLogin } from './useLogin.ts';

/** /admin: the sign-in form; a signed-in editor goes on to the dashboard. */
export function LoginPage() {
  const { data, loading } = useQuery(MeQuery);
  if (loading) {
    return (
      <Center minH="100vh" role="status">
        <Spinner size="lg" aria-label="Checking your session" />
      </Center>
    );
  }
  if (data?.me) return <Navigate to="/admin/dashboard" replace />;
  return <LoginForm />;
}

function LoginForm() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { loading: submitting }] = useLogin();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      const result = await login({ variables: { username, password } });
      const user = result.data?.login.user;
      if (!user) throw new Error('Login failed');
      notify({ title: 'Login Successful', description: `Welcome back, ${user.username}!`, type: 'success' });
      await navigate({ to: '/admin/dashboard' });
    } catch (error) {
      const message = apiProblem(error).message;
      setFailure(message || 'Login failed');
      notify({ title: 'Login Failed', description: message || 'Invalid credentials', type: 'error' });
    }
  }

  return (
    <Center as="main" minH="100vh" px="4" py="10" bg="bg.subtle">
      <Card.Root width="full" maxW="sm">
        <Card.Header>
          <Heading as="h1" size="xl">
            Admin sign-in
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            CalcSuite content dashboard
          </Text>
        </Card.Header>
        <Card.Body>
          <form onSubmit={(event) => void submit(event)} aria-describedby={failure ? 'login-failure' : undefined}>
            <Stack gap="4">
              <Field.Root required disabled={submitting}>
                <Field.Label>
                  Username
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input name="username" autoComplete="username" value={username} onChange={(event) => setUsername(event.currentTarget.value)} />
              </Field.Root>
              <Field.Root required disabled={submitting}>
                <Field.Label>
                  Password
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
              </Field.Root>
              <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Signing in..." spinnerPlacement="start">
                Sign In
              </Button>
              <Box id="login-failure" role="alert" color="fg.error" fontSize="sm" minH="5">
                {failure}
              </Box>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
