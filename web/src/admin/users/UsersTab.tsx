import { Box, Button, DataList, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { AdminMeQuery } from '../../graphql/generated/graphql.ts';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';
import { ChangePasswordMutation } from '../session/documents.ts';
import { ApiTokensSection } from './ApiTokensSection.tsx';

type Profile = NonNullable<AdminMeQuery['me']>;

/** The signed-in editor's profile (spec section 2.8), a form to change their password, and API tokens. */
export function UsersTab({ profile }: { profile: Profile }) {
  return (
    <Stack gap="8">
      <Stack gap="8" maxW="xl">
        <Box as="section" aria-labelledby="profile-heading">
          <Heading as="h2" size="lg" id="profile-heading" mb="3">
            Your profile
          </Heading>
          <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Username</DataList.ItemLabel>
              <DataList.ItemValue>{profile.username}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>E-mail</DataList.ItemLabel>
              <DataList.ItemValue>{profile.email || 'Not set'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Role</DataList.ItemLabel>
              <DataList.ItemValue>{profile.role}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Box>
        <ChangePasswordForm />
      </Stack>
      <ApiTokensSection />
    </Stack>
  );
}

const fields = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: 'At least 10 characters.' },
  { name: 'confirmPassword', label: 'Repeat the new password', autoComplete: 'new-password' },
] as const;

const labels = new Map<string, string>(fields.map((field) => [field.name, field.label]));

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordForm() {
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function change(name: keyof typeof emptyForm, value: string) {
    setForm((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name]: _fixed, ...others }) => others);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.newPassword !== form.confirmPassword) {
      setErrors({ confirmPassword: 'Does not match the new password.' });
      return;
    }
    try {
      await changePassword({ variables: { currentPassword: form.currentPassword, newPassword: form.newPassword } });
      setForm(emptyForm);
      setErrors({});
      notify({ title: 'Password Changed', description: 'Your password has been changed. Your other sessions were signed out.', type: 'success' });
    } catch (error) {
      const problem = apiProblem(error);
      setErrors(Object.fromEntries(Object.entries(problem.fields).map(([name, message]) => [name, `${labels.get(name) ?? name} ${message}`])));
      notify({ title: 'Error', description: problem.message || 'Failed to change password', type: 'error' });
    }
  }

  return (
    <Box as="section" aria-labelledby="password-heading">
      <Heading as="h2" size="lg" id="password-heading" mb="3">
        Change password
      </Heading>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {fields.map((field) => (
            <Field.Root key={field.name} required invalid={Boolean(errors[field.name])} disabled={loading}>
              <Field.Label>
                {field.label}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="password"
                name={field.name}
                autoComplete={field.autoComplete}
                minLength={field.name === 'currentPassword' ? undefined : 10}
                value={form[field.name]}
                onChange={(event) => change(field.name, event.currentTarget.value)}
              />
              {'hint' in field && <Field.HelperText>{field.hint}</Field.HelperText>}
              {errors[field.name] && <Field.ErrorText>{errors[field.name]}</Field.ErrorText>}
            </Field.Root>
          ))}
          <Box>
            <Button type="submit" colorPalette="blue" loading={loading} loadingText="Changing...">
              Change password
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
