/** The Markdown reader (CommonMark): blocks, inlines, and the HTML blocks and inline HTML it hands to the markup reader. */
export { markdownViews } from './markdown';
