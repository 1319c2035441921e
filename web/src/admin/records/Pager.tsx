import { Button, Flex, Text } from '@chakra-ui/react';

/** Rows per page of the lists in dialogs (a record's history, the trash, API tokens). */
export const dialogPageSize = 50;

interface PagerProps {
  /** What the pages are of, for the navigation's name: e.g. 'Pages'. */
  label: string;
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next page of a list the server pages, with where the list stands; nothing for a list of one page. */
export function Pager({ label, page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <Flex as="nav" aria-label={`${label} pages`} gap="2" align="center" justify="center" wrap="wrap">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <Text fontSize="sm" aria-current="page">
        Page {page} of {pages}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </Flex>
  );
}

/** 'Showing 51-100 of 250', or 'Showing 4 of 4' on a list of one page. */
export function showing(page: number, pageSize: number, shown: number, total: number): string {
  if (total <= pageSize) return `Showing ${shown} of ${total}`;
  const first = (page - 1) * pageSize + 1;
  return shown === 0 ? `Showing none of ${total}` : `Showing ${first}-${first + shown - 1} of ${total}`;
}
