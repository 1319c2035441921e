/** Every field of every content block, as a GraphQL fragment named Block: the tests that read typed content share it. */
export const blockFragment = `
  fragment Block on ContentBlock {
    __typename
    ... on ParagraphBlock { type text }
    ... on ListBlock { type ordered items }
    ... on TableBlock { type caption columns rows }
    ... on NoteBlock { type heading text }
    ... on StepsBlock { type steps { title text } }
    ... on CardsBlock { type cards { title text icon } }
  }`;
