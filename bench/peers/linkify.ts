/** linkify-it 6.x (markdown-it's link finder), with its default options: fuzzy links and e-mails on, as markdown-it uses it. */
import { LinkifyIt } from 'linkify-it';

export function linkifyCounter(): (text: string) => number {
  const linkify = new LinkifyIt();
  return (text) => linkify.match(text)?.length ?? 0;
}
