import { Box, Button, DataList, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PasswordStrength } from '../../catalogue/password.ts';
import type { AdminMeQuery } from '../../graphql/generated/graphql.ts';
import { notify } from '../../shared/notices/notify.ts';
import { apiProblem } from '../errors.ts';
import { ChangePasswordMutation } from '../session/documents.ts';
import { ApiTokensSection } from './ApiTokensSection.tsx';

type Profile = NonNullable<AdminMeQuery['me']>;

/** The signed-in editor's profile, a form to change their password, and API tokens. */
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
        <ChangePasswordForm username={profile.username} email={profile.email ?? ''} />
      </Stack>
      <ApiTokensSection />
    </Stack>
  );
}

const fields = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: 'At least 10 characters, and hard to guess: several words work well.' },
  { name: 'confirmPassword', label: 'Repeat the new password', autoComplete: 'new-password' },
] as const;

const labels = new Map<string, string>(fields.map((field) => [field.name, field.label]));

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const strengthWords = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const strengthColours = ['red.600', 'red.500', 'orange.500', 'green.600', 'green.700'] as const;

/**
 * The strength of a password as it is typed, by the check the server applies (zxcvbn-ts), loaded
 * only once someone types one: its word lists are large.
 */
function useStrength(password: string, userInputs: readonly string[]): PasswordStrength | null {
  const [check, setCheck] = useState<((password: string, userInputs: readonly string[]) => PasswordStrength) | null>(null);
  useEffect(() => {
    if (password === '' || check) return;
    let live = true;
    void import('../../catalogue/password.ts').then((module) => {
      if (live) setCheck(() => module.passwordStrength);
    });
    return () => {
      live = false;
    };
  }, [password, check]);
  return password && check ? check(password, userInputs) : null;
}

function StrengthMeter({ strength, id }: { strength: PasswordStrength | null; id: string }) {
  if (!strength) return null;
  const word = strengthWords[strength.score];
  return (
    <Box id={id} fontSize="sm" aria-live="polite">
      <meter
        min={0}
        max={4}
        low={2.5}
        high={3.5}
        optimum={4}
        value={strength.score}
        aria-label="Password strength"
        style={{ display: 'block', width: '100%' }}
      />
      <Text color={strengthColours[strength.score]}>
        Strength: {word}
        {strength.warning ? `: ${strength.warning}` : ''}
        {strength.score < 3 ? '. Add more words or characters.' : '.'}
      </Text>
    </Box>
  );
}

function ChangePasswordForm({ username, email }: { username: string; email: string }) {
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const strength = useStrength(form.newPassword, [username, email]);
  const formRef = useRef<HTMLFormElement>(null);

  const focusName = useRef<string | null>(null);
  // Focus moves once the messages are on screen: the render that shows them redraws the fields.
  useEffect(() => {
    const name = focusName.current;
    if (!name) return;
    focusName.current = null;
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [errors]);

  /** Shows field messages and moves focus to the first field with one. */
  function showErrors(messages: Record<string, string>) {
    focusName.current = fields.find((field) => messages[field.name])?.name ?? null;
    setErrors(messages);
  }

  function change(name: keyof typeof emptyForm, value: string) {
    setForm((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name]: _fixed, ...others }) => others);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.newPassword !== form.confirmPassword) {
      showErrors({ confirmPassword: 'Repeat the new password does not match the new password.' });
      return;
    }
    try {
      await changePassword({ variables: { currentPassword: form.currentPassword, newPassword: form.newPassword } });
      setForm(emptyForm);
      setErrors({});
      notify({
        title: 'Password Changed',
        description: 'Your password has been changed. Your other sessions were signed out and your API tokens revoked.',
        type: 'success',
      });
    } catch (error) {
      const problem = apiProblem(error);
      const messages = Object.fromEntries(Object.entries(problem.fields).map(([name, message]) => [name, `${labels.get(name) ?? name} ${message}`]));
      showErrors(messages);
      // The notice names fields by their labels, as the form does.
      const listed = Object.values(messages);
      notify({
        title: 'Error',
        description: listed.length > 0 ? `Failed to change password: ${listed.join('; ')}` : problem.message || 'Failed to change password',
        type: 'error',
      });
    }
  }

  return (
    <Box as="section" aria-labelledby="password-heading">
      <Heading as="h2" size="lg" id="password-heading" mb="3">
        Change password
      </Heading>
      <Text mb="4" color="fg.muted" id="password-consequences">
        Changing your password signs out your other sessions and revokes all your API tokens: scripts using them need new ones.
      </Text>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
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
                aria-describedby={
                  [
                    'hint' in field ? `${field.name}-hint` : null,
                    field.name === 'newPassword' && strength ? 'newPassword-strength' : null,
                    errors[field.name] ? `${field.name}-error` : null,
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                autoComplete={field.autoComplete}
                minLength={field.name === 'currentPassword' ? undefined : 10}
                value={form[field.name]}
                onChange={(event) => change(field.name, event.currentTarget.value)}
              />
              {'hint' in field && <Field.HelperText id={`${field.name}-hint`}>{field.hint}</Field.HelperText>}
              {field.name === 'newPassword' && <StrengthMeter strength={strength} id="newPassword-strength" />}
              {errors[field.name] && <Field.ErrorText id={`${field.name}-error`}>{errors[field.name]}</Field.ErrorText>}
            </Field.Root>
          ))}
          <Box>
            <Button type="submit" colorPalette="blue" loading={loading} loadingText="Changing..." aria-describedby="password-consequences">
              Change password
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
