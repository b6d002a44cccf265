import { useState } from 'react';
import { Globe } from '@phosphor-icons/react';
import { faviconUrl } from '@lodestar/core';

/** The domain's favicon from the favicon service; a globe placeholder when there is none or it fails. */
export function Favicon({ url }: { url: string }) {
  const src = faviconUrl(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span className="bm-favicon bm-favicon--placeholder" aria-hidden="true">
        <Globe size={18} />
      </span>
    );
  }
  return (
    <img
      className="bm-favicon"
      src={src}
      alt=""
      width={32}
      height={32}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailedSrc(src)}
    />
  );
}
