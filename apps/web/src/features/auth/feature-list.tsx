import type { ReactNode } from 'react';
import { Book, Headphones, Robot, SquaresFour, Target } from '@phosphor-icons/react';

// Each icon is written out with its weight so the build keeps the duotone weight for these five only.
const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  { icon: <Target size={22} weight="duotone" />, title: 'Habits and goals', text: 'Daily non-negotiables, review goals and streaks in one place.' },
  { icon: <Robot size={22} weight="duotone" />, title: 'AI-powered agents', text: 'Automations that run on your schedule and report back.' },
  { icon: <Headphones size={22} weight="duotone" />, title: 'Focus music', text: 'Playlists and a Pomodoro timer for deep work.' },
  { icon: <Book size={22} weight="duotone" />, title: 'Scripture', text: 'A verse for each day, with your own reading list.' },
  { icon: <SquaresFour size={22} weight="duotone" />, title: 'Customizable widgets', text: 'Show, hide and arrange what matters to you.' },
];

export function FeatureList() {
  return (
    <ul className="feature-list">
      {FEATURES.map(({ icon, title, text }) => (
        <li key={title} className="feature-list__item">
          <span className="feature-list__icon" aria-hidden="true">
            {icon}
          </span>
          <span>
            <strong className="feature-list__title">{title}</strong>
            <span className="feature-list__text">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
