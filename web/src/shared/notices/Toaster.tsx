import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { UiProvider } from '../ui/UiProvider.tsx';

export const toaster = createToaster({
  placement: 'top-end',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
});

export default function Toaster() {
  return (
    <UiProvider>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description opacity={1}>{toast.description}</Toast.Description>}
              </Stack>
              <Toast.CloseTrigger aria-label="Close notice" />
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </UiProvider>
  );
}
