import { useState } from 'react';
import { ImageBroken } from '@phosphor-icons/react';

/** Only images the page may show: https, or an image data URL; anything else counts as broken. */
export function isShowableImage(src: string): boolean {
  return /^https:\/\//i.test(src) || /^data:image\//i.test(src) || /^blob:/i.test(src);
}

/** An image from an agent; a broken one shows the 'Image Load Error' placeholder (spec 002 §2). */
export function SafeImage({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(!isShowableImage(src));
  if (broken) {
    return (
      <div className="ag-image-error" role="img" aria-label="Image Load Error">
        <ImageBroken size={28} aria-hidden="true" />
        <span>Image Load Error</span>
      </div>
    );
  }
  return <img className="ag-image" src={src} alt={alt} onError={() => setBroken(true)} />;
}

/**
 * Downloads an image: a data URL is saved as a file, any other address opens in a new tab. Only an image
 * the page may show: an agent's `javascript:` "image" clicked as a link would run in the page.
 */
export function downloadImage(src: string, name: string) {
  if (!isShowableImage(src)) return;
  const link = document.createElement('a');
  link.href = src;
  if (src.startsWith('data:') || src.startsWith('blob:')) link.download = name;
  else {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  document.body.append(link);
  link.click();
  link.remove();
}
