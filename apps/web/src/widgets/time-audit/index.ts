import { lazy } from 'react';
import { Lightning } from '@phosphor-icons/react';
import { defineWidget } from '../define-widget';

export const timeAudit = defineWidget({
  id: 'timeAudit',
  title: 'Time & Energy Audit',
  icon: Lightning,
  Component: lazy(() => import('./time-audit-widget').then((m) => ({ default: m.TimeAuditWidget }))),
});
