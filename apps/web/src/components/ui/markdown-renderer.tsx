import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import './markdown.css';

// Links leave the dashboard in a new tab and never pass on the page they came from.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/** react-markdown never renders raw HTML; rehype-sanitize strips what remains unsafe (javascript: URLs, handlers). */
export function MarkdownRenderer({ children, className }: { children: string; className: string }) {
  return (
    <div className={className}>
      <ReactMarkdown rehypePlugins={[rehypeSanitize]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
