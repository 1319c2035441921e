/**
 * What the router knows of the link the page was opened with (router.ts keeps it in the router's
 * context): the clean link the server rendered, handed to the browser with the page.
 */
import type { CleanLink } from '../../catalogue/rendering.ts';

export interface LinkState {
  /** The link the served page was rendered for, or null (a page rendered in the browser). */
  served: CleanLink | null;
}
