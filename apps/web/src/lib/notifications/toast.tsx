import type { ReactNode } from 'react';
import { CheckCircle, Info, Warning, X, XCircle } from '@phosphor-icons/react';
import type { Notification, NotificationType } from './notification-types';

const TYPE_ICONS: Record<NotificationType, ReactNode> = {
  info: <Info size={20} weight="fill" />,
  success: <CheckCircle size={20} weight="fill" />,
  error: <XCircle size={20} weight="fill" />,
  warning: <Warning size={20} weight="fill" />,
};

interface ToastProps {
  notification: Notification;
  onDismiss: (id: string) => void;
}

/** One toast; an action runs its handler and then closes the toast (a manual close: no onTimeout). */
export function Toast({ notification: item, onDismiss }: ToastProps) {
  return (
    <div
      className={`toast toast--${item.type}`}
      role={item.type === 'error' ? 'alert' : 'status'}
      data-phase={item.phase}
      data-source={item.source}
    >
      <span className="toast__icon" aria-hidden="true">
        {item.icon ?? TYPE_ICONS[item.type]}
      </span>
      <div className="toast__body">
        {item.title && <p className="toast__title">{item.title}</p>}
        {item.message && <p className="toast__message">{item.message}</p>}
        {item.actions && item.actions.length > 0 && (
          <div className="toast__actions">
            {item.actions.map((action) => (
              <button
                key={action.id}
                type="button"
                className={`toast__action toast__action--${action.variant ?? 'secondary'}`}
                onClick={() => {
                  action.onClick();
                  onDismiss(item.id);
                }}
              >
                {action.icon && <span aria-hidden="true">{action.icon}</span>}
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => onDismiss(item.id)}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
