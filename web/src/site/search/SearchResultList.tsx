import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Icon } from '../../shared/ui/Icon.tsx';
import type { SearchItem } from './search.ts';

interface Props {
  listId: string;
  results: readonly SearchItem[];
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (item: SearchItem) => void;
  /** The second line of each result: a truncated description, or feature phrases. */
  detail: (item: SearchItem) => string;
  label: string;
}

export function SearchResultList({ listId, results, activeIndex, optionId, onChoose, detail, label }: Props) {
  return (
    <Box as="ul" role="listbox" id={listId} aria-label={label} listStyleType="none" m="0" p="0">
      {results.map((item, index) => (
        <Box
          as="li"
          key={item.path}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          cursor="pointer"
          rounded="md"
          px="3"
          py="2"
          bg={index === activeIndex ? 'blue.50' : undefined}
          _hover={{ bg: 'gray.100' }}
          onClick={() => onChoose(item)}
        >
          <HStack gap="3" align="start">
            <Box color="blue.600" mt="0.5">
              <Icon name={item.icon} size={18} />
            </Box>
            <Stack gap="0">
              <Text fontWeight="semibold" fontSize="sm">
                {item.title}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  {' '}
                  · {item.category}
                </Text>
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {detail(item)}
              </Text>
            </Stack>
          </HStack>
        </Box>
      ))}
    </Box>
  );
}
