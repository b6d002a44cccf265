import { useEffect, useState } from 'react';
import { CheckCircle, WarningCircle } from '@phosphor-icons/react';
import { AGENT_LIMITS, responseImages, responseText, type AgentResponseData } from '@lodestar/core';
import { Button } from '../../components/ui/button';
import { Markdown } from '../../components/ui/markdown';
import { downloadImage, isShowableImage, SafeImage } from './safe-image';
import { useCopy } from './use-copy';

/** Where a share button sends a post; opened in a new tab, never fetched. */
const LINKEDIN_SHARE = 'https://www.linkedin.com/feed/?shareActive=true';

export function TextImageOutput({ data }: { data: AgentResponseData }) {
  const text = responseText(data) ?? '';
  const [image] = responseImages(data);
  const { copied, copy } = useCopy();
  return (
    <section className="ag-output" aria-labelledby="ag-output-title">
      <h3 id="ag-output-title" className="ag-output__title">Generated Content</h3>
      {image && <SafeImage src={image} alt="Generated image" />}
      <Markdown className="ag-output__text">{text}</Markdown>
      <p className="ag-output__ready">Content ready for posting!</p>
      <div className="ag-output__actions">
        <Button variant="secondary" onClick={() => copy(text)}>{copied ? 'Copied!' : 'Copy Text'}</Button>
        {image && (
          <Button variant="secondary" disabled={!isShowableImage(image)} onClick={() => downloadImage(image, 'generated-image.png')}>
            Download Image
          </Button>
        )}
        <Button onClick={() => window.open(LINKEDIN_SHARE, '_blank', 'noopener,noreferrer')}>Open LinkedIn</Button>
      </div>
    </section>
  );
}

export function TextOutput({ data }: { data: AgentResponseData }) {
  const text = responseText(data) ?? '';
  const { copied, copy } = useCopy();
  return (
    <section className="ag-output" aria-labelledby="ag-output-title">
      <div className="ag-output__head">
        <h3 id="ag-output-title" className="ag-output__title">Response</h3>
        <Button variant="secondary" onClick={() => copy(text)}>{copied ? 'Copied!' : 'Copy'}</Button>
      </div>
      <Markdown className="ag-output__text">{text}</Markdown>
    </section>
  );
}

export function ImagesOutput({ data }: { data: AgentResponseData }) {
  const images = responseImages(data);
  return (
    <section className="ag-output" aria-labelledby="ag-output-title">
      <h3 id="ag-output-title" className="ag-output__title">Generated Images</h3>
      <ul className="ag-image-grid">
        {images.map((src, index) => (
          <li key={`${index}-${src.slice(0, 40)}`}>
            <SafeImage src={src} alt={`Generated image ${index + 1}`} />
            <Button
              variant="secondary"
              aria-label={`Download image ${index + 1}`}
              disabled={!isShowableImage(src)}
              onClick={() => downloadImage(src, `image-${index + 1}.png`)}
            >
              Download
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DataOutput({ data }: { data: AgentResponseData }) {
  const [expanded, setExpanded] = useState(true);
  const json = data.json !== undefined ? data.json : data;
  return (
    <section className="ag-output" aria-labelledby="ag-output-title">
      <div className="ag-output__head">
        <h3 id="ag-output-title" className="ag-output__title">Data Response</h3>
        <Button variant="secondary" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Collapse' : 'Expand'}
        </Button>
      </div>
      {expanded && <pre className="ag-output__json" aria-label="JSON data">{JSON.stringify(json, null, 2)}</pre>}
    </section>
  );
}

const safeLink = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

/** Success or error; hides itself after 3 s unless it carries a link (spec 002 §2). */
export function NotificationOutput({ success, message, data, onDismiss }: {
  success: boolean;
  message: string;
  data?: AgentResponseData;
  onDismiss?: () => void;
}) {
  const link = data?.showLink ? safeLink(data.linkUrl) : undefined;
  useEffect(() => {
    if (link || !onDismiss) return;
    const timer = window.setTimeout(onDismiss, AGENT_LIMITS.notificationAutoCloseMs);
    return () => window.clearTimeout(timer);
  }, [link, onDismiss]);
  const Icon = success ? CheckCircle : WarningCircle;
  return (
    <div className={`ag-notice ag-notice--${success ? 'success' : 'error'}`} role={success ? 'status' : 'alert'}>
      <Icon size={22} weight="fill" aria-hidden="true" />
      <div>
        <p className="ag-notice__message">{message}</p>
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {data?.linkText || 'Open link'}
          </a>
        )}
      </div>
    </div>
  );
}
