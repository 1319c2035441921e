import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { UiProvider } from '../ui/UiProvider.tsx';

/** The site header's height (4rem, sticky at the top) and a gap: a notice opens below it, never over it. */
const belowHeader = '4.75rem';

/**
 * Notices open at the top, below the sticky header, so they cover neither it nor the phone's result
 * bar at the bottom of the screen.
 */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: belowHeader, right: '1rem', bottom: '1rem', left: '1rem' },
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
