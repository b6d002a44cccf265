export * from './calendar-event';
export * from './calendar-accounts';
export * from './calendar-section';
export * from './event-time';
export * from './meeting-service';
export * from './merge-events';
