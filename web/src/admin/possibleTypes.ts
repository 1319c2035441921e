/**
 * The members of each union the admin reads through fragments. Apollo's cache needs them to match a
 * fragment such as `... on ParagraphBlock` inside a `ContentBlock`: without them it cannot tell which
 * member an object is, and hands the editors empty blocks. `possibleTypes.test.ts` holds this to
 * schema.graphql, so a new member cannot be forgotten.
 */
export const possibleTypes: Record<string, string[]> = {
  ContentBlock: ['CardsBlock', 'ListBlock', 'NoteBlock', 'ParagraphBlock', 'StepsBlock', 'TableBlock'],
};
