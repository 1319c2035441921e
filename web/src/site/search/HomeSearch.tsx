import { Box, IconButton, Input, InputGroup, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import { homeSearch } from './search.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { useSearchBox } from './useSearchBox.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

/** The large search box on the home page (spec document 1, section 2.4). */
export function HomeSearch() {
  const [resultsVisible, setResultsVisible] = useState(true);
  const hide = useCallback(() => setResultsVisible(false), []);
  const inputRef = useRef<HTMLInputElement>(null);
  const { query, setQuery, results, activeIndex, rootRef, listId, optionId, choose, inputProps } = useSearchBox(homeSearch, hide);
  const showResults = resultsVisible && query.trim() !== '';

  return (
    <Box ref={rootRef} role="search" position="relative" width="100%" maxW="2xl" mx="auto">
      <InputGroup
        startElement={<Icon name="Search" size={20} />}
        endElement={
          query !== '' ? (
            <IconButton
              aria-label="Clear search"
              variant="ghost"
              size="sm"
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            >
              <Icon name="X" />
            </IconButton>
          ) : undefined
        }
      >
        <Input
          {...inputProps}
          ref={inputRef}
          onChange={(event) => {
            setResultsVisible(true);
            inputProps.onChange(event);
          }}
          onFocus={() => setResultsVisible(true)}
          aria-label="Search for calculators"
          placeholder="Search for calculators (e.g., percentage, GPA, volume...)"
          size="xl"
          bg="bg"
          rounded="full"
        />
      </InputGroup>
      {showResults && (
        <Box position="absolute" top="100%" mt="2" insetX="0" bg="bg" shadow="xl" rounded="xl" borderWidth="1px" p="2" zIndex="dropdown" textAlign="start">
          {results.length > 0 ? (
            <SearchResultList
              listId={listId}
              label="Matching calculators"
              results={results}
              activeIndex={activeIndex}
              optionId={optionId}
              onChoose={choose}
              detail={(item) => item.features.slice(0, 2).join(' · ')}
            />
          ) : (
            <Text px="3" py="2" fontSize="sm" aria-live="polite">
              No calculators found for &quot;{query.trim()}&quot;
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
}
