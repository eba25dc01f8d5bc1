export { type CalendarFeed, calendarFeedApi } from './calendar-feed-api';
export { CalendarFeedPanel, type CalendarFeedPanelProps } from './calendar-feed-panel';
