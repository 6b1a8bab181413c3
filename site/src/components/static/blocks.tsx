import { Link } from 'react-router';
import type { Block, Section } from '../../content/types.ts';
import { useLocalePath } from '../../use-lang.ts';

/** Running text from a content module: paragraphs, lists and lists of links to other pages. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  // Content names site paths once; a Bengali page links to the Bengali page.
  const to = useLocalePath();
  return blocks.map((block, i) => {
    // A block is known by its place in the module: the list never reorders.
    const key = `block-${i}`;
    if (typeof block === 'string') return <p key={key}>{block}</p>;
    if ('links' in block) {
      return (
        <ul key={key} className="static-links">
          {block.links.map((link) => (
            <li key={link.to}>
              <Link to={to(link.to)}>{link.text}</Link>
            </li>
          ))}
        </ul>
      );
    }
    const items = block.list.map((item) => <li key={item}>{item}</li>);
    return block.ordered ? (
      <ol key={key} className="static-list">
        {items}
      </ol>
    ) : (
      <ul key={key} className="static-list">
        {items}
      </ul>
    );
  });
}

/** Titled parts of a page, each an h2 with its blocks. */
export function Sections({ sections }: { sections: readonly Section[] }) {
  return sections.map((section) => (
    <section key={section.heading} className="static-section">
      <h2>{section.heading}</h2>
      <Blocks blocks={section.blocks} />
    </section>
  ));
}
