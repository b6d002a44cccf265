import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import './markdown.css';

// Links leave the dashboard in a new tab and never pass on the page they came from.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

type MarkdownNode = { type: string; children?: MarkdownNode[] };

/**
 * Raw HTML in the markdown shows as the text that was typed: react-markdown would otherwise drop it, and
 * a user who wrote `<b>` or pasted a tag would see their words vanish.
 */
const htmlAsText = () => (tree: MarkdownNode) => {
  const walk = (node: MarkdownNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  walk(tree);
};

/** Raw HTML is only ever text; rehype-sanitize strips what remains unsafe (javascript: URLs, handlers). */
export function MarkdownRenderer({ children, className }: { children: string; className: string }) {
  return (
    <div className={className}>
      <ReactMarkdown remarkPlugins={[htmlAsText]} rehypePlugins={[rehypeSanitize]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
