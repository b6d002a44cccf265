export * from './calendar-event';
export * from './calendar-accounts';
export * from './calendar-section';
export * from './event-time';
export * from './event-time-line';
export * from './meeting-service';
export * from './merge-events';
