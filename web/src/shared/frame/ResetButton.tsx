import { Box, Button } from '@chakra-ui/react';
import { notify } from '../notices/notify.ts';
import { Icon } from '../ui/Icon.tsx';

/** Restores a calculator's defaults and says so (spec document 1, section 4.3; CONVENTIONS D4). */
export function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <Box>
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          onReset();
          notify({ title: 'Calculator Reset', description: 'The calculator was reset to default values.' });
        }}
      >
        <Icon name="RotateCcw" /> Reset
      </Button>
    </Box>
  );
}
