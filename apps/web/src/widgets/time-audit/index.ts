import { lazy } from 'react';
import { Lightning } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const timeAudit = defineWidget({
  id: 'timeAudit',
  title: 'Time & Energy Audit',
  icon: Lightning,
  // The body and (in its own chunk) the report with dnd-kit load lazily.
  Component: lazy(() => import('./time-audit-widget').then((m) => ({ default: m.TimeAuditWidget }))),
  // The minute check, the chime and the prompt run while the audit is visible, on phones too.
  Background: lazy(() => import('./time-audit-background').then((m) => ({ default: m.TimeAuditBackground }))),
});
