import { Book, Headphones, Robot, SquaresFour, Target } from '@phosphor-icons/react';

const FEATURES = [
  { Icon: Target, title: 'Habits and goals', text: 'Daily non-negotiables, review goals and streaks in one place.' },
  { Icon: Robot, title: 'AI-powered agents', text: 'Automations that run on your schedule and report back.' },
  { Icon: Headphones, title: 'Focus music', text: 'Playlists and a Pomodoro timer for deep work.' },
  { Icon: Book, title: 'Scripture', text: 'A verse for each day, with your own reading list.' },
  { Icon: SquaresFour, title: 'Customizable widgets', text: 'Show, hide and arrange what matters to you.' },
];

export function FeatureList() {
  return (
    <ul className="feature-list">
      {FEATURES.map(({ Icon, title, text }) => (
        <li key={title} className="feature-list__item">
          <span className="feature-list__icon" aria-hidden="true">
            <Icon size={22} weight="duotone" />
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
