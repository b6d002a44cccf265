import { useEffect, useState } from 'react';
import { CaretLeft, CaretRight } from '@phosphor-icons/react';
import { carouselIndex, carouselSections, htmlAsText, type ReviewGoalsData } from '@lodestar/core';
import { Markdown } from '../../components/ui/markdown';

function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** One section at a time: arrows, dots, previous and next; keys Left, Right and 1 to 4; the index wraps. */
export function GoalsCarousel({ data }: { data: ReviewGoalsData }) {
  const slides = carouselSections(data);
  const [rawIndex, setIndex] = useState(0);
  const count = slides.length;
  const index = count === 0 ? 0 : Math.min(rawIndex, count - 1);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.altKey || event.ctrlKey || event.metaKey || count === 0) return;
      if (event.key === 'ArrowLeft') setIndex((current) => carouselIndex(Math.min(current, count - 1), -1, count));
      else if (event.key === 'ArrowRight') setIndex((current) => carouselIndex(Math.min(current, count - 1), 1, count));
      else if (/^[1-4]$/.test(event.key) && Number(event.key) <= count) setIndex(Number(event.key) - 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  if (count === 0) {
    // Every section is empty or hidden: the overlay's Settings button (above) is the way to them.
    return <p className="rg-empty">Nothing to review yet. Click Settings to add your goals or show a hidden section.</p>;
  }
  const key = slides[index]!;
  const go = (step: number) => setIndex(carouselIndex(index, step, count));

  return (
    <section className="rg-carousel" aria-roledescription="carousel" aria-label="Review goals">
      <div className="rg-carousel__stage">
        <button type="button" className="rg-carousel__arrow" aria-label="Previous section" onClick={() => go(-1)}>
          <CaretLeft size={28} aria-hidden="true" />
        </button>
        <article className="rg-slide" aria-roledescription="slide" aria-label={`${index + 1} of ${count}: ${data.titles[key]}`}>
          <h3 className="rg-slide__title">{data.titles[key]}</h3>
          <Markdown className="rg-slide__text">{htmlAsText(data[key])}</Markdown>
        </article>
        <button type="button" className="rg-carousel__arrow" aria-label="Next section" onClick={() => go(1)}>
          <CaretRight size={28} aria-hidden="true" />
        </button>
      </div>
      <div className="rg-carousel__dots" role="group" aria-label="Sections">
        {slides.map((slide, slideIndex) => (
          <button
            key={slide}
            type="button"
            className="rg-carousel__dot"
            aria-label={`Go to ${data.titles[slide]}`}
            aria-current={slideIndex === index ? 'true' : undefined}
            onClick={() => setIndex(slideIndex)}
          />
        ))}
      </div>
      <div className="rg-carousel__steps">
        <button type="button" className="ui-button ui-button--secondary" onClick={() => go(-1)}>
          Previous
        </button>
        <button type="button" className="ui-button ui-button--primary" onClick={() => go(1)}>
          Next
        </button>
      </div>
    </section>
  );
}
