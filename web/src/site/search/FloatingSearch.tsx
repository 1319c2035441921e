import { Box, Button, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { floatingSearch, truncateDescription } from './search.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { useSearchBox } from './useSearchBox.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

/** The search button at the bottom centre of every public page (spec document 1, section 2.4). */
export function FloatingSearch() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    // Give focus back to where it came from, once the button is rendered again.
    requestAnimationFrame(() => triggerRef.current?.focus());
  }, []);

  return (
    <Box position="fixed" bottom="4" left="50%" transform="translateX(-50%)" zIndex="overlay" width={open ? 'min(92vw, 30rem)' : undefined}>
      {open ? (
        <FloatingSearchPanel onClose={close} />
      ) : (
        <Button ref={triggerRef} onClick={() => setOpen(true)} rounded="full" shadow="lg" colorPalette="blue" size="lg">
          <Icon name="Search" /> Search calculators
        </Button>
      )}
    </Box>
  );
}

function FloatingSearchPanel({ onClose }: { onClose: () => void }) {
  const { query, results, activeIndex, rootRef, listId, optionId, choose, inputProps } = useSearchBox(floatingSearch, onClose);
  const hasQuery = query.trim() !== '';

  return (
    <Box ref={rootRef} role="search" bg="bg" shadow="xl" rounded="xl" borderWidth="1px" p="3">
      {hasQuery && (
        <Box maxH="50vh" overflowY="auto" mb="2">
          {results.length > 0 ? (
            <SearchResultList
              listId={listId}
              label="Calculator suggestions"
              results={results}
              activeIndex={activeIndex}
              optionId={optionId}
              onChoose={choose}
              detail={(item) => truncateDescription(item.description)}
            />
          ) : (
            <Box px="3" py="2" aria-live="polite">
              <Text fontSize="sm">No calculators found for &quot;{query.trim()}&quot;</Text>
              <Text fontSize="xs" color="fg.muted">
                Try searching for &quot;TV&quot;, &quot;percentage&quot;, &quot;chemistry&quot;, etc.
              </Text>
            </Box>
          )}
        </Box>
      )}
      <HStack>
        <Input {...inputProps} aria-label="Search calculators" placeholder="Search calculators... (e.g., TV, percentage, chemistry)" autoFocus size="lg" />
        <IconButton aria-label="Close search" variant="ghost" onClick={onClose}>
          <Icon name="X" />
        </IconButton>
      </HStack>
    </Box>
  );
}
