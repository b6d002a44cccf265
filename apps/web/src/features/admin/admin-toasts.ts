import { notify } from '../../lib/notifications';
import { AdminApiError } from './admin-api';

/**
 * A failed admin call: the server's own title and message when it explained the refusal (a 4xx),
 * else the spec's pair for the action.
 */
export function notifyAdminFailure(error: unknown, fallback: { title: string; message: string }) {
  const explained = error instanceof AdminApiError && error.status >= 400 && error.status < 500;
  notify({
    type: 'error',
    title: explained && error.title ? error.title : fallback.title,
    message: explained ? error.message : fallback.message,
    duration: 5000,
    source: 'admin',
  });
}

export function notifyAdminSuccess(title: string, message: string, duration = 3000) {
  notify({ type: 'success', title, message, duration, source: 'admin' });
}
