import type { MeetingService } from './calendar-event';

interface ServicePattern {
  service: Exclude<MeetingService, 'other'>;
  url: RegExp;
  /** The meeting's own id inside its URL, so two invitations to one meeting can be recognised. */
  id?: RegExp;
}

const SERVICES: ServicePattern[] = [
  { service: 'zoom', url: /https:\/\/(?:[\w-]+\.)*zoom\.us\/[^\s<>"')\]]+/i, id: /\/(?:j|w|s|wc\/join)\/(\d{8,12})/i },
  { service: 'meet', url: /https:\/\/meet\.google\.com\/[^\s<>"')\]]+/i, id: /meet\.google\.com\/([a-z]{3}-[a-z]{4}-[a-z]{3})/i },
  {
    service: 'teams',
    url: /https:\/\/teams\.(?:microsoft|live)\.com\/[^\s<>"')\]]+/i,
    id: /meetup-join\/([^/?#\s]+)/i,
  },
  { service: 'webex', url: /https:\/\/(?:[\w-]+\.)*webex\.com\/[^\s<>"')\]]+/i, id: /[?&]MTID=([\w-]+)/i },
  {
    service: 'gotomeeting',
    url: /https:\/\/(?:(?:global|app)\.gotomeeting\.com\/join|meet\.goto\.com)\/[^\s<>"')\]]+/i,
    id: /\/(?:join\/)?(\d{9,10})/,
  },
];

export interface MeetingLink {
  service: MeetingService;
  url: string;
  meetingId?: string;
}

/** The label of the join button in the detail view (spec 001 §2). */
export const JOIN_LABELS: Record<MeetingService, string> = {
  zoom: 'Join Zoom',
  meet: 'Join Google Meet',
  teams: 'Join Microsoft Teams',
  webex: 'Join WebEx',
  gotomeeting: 'Join GoToMeeting',
  other: 'Join Meeting',
};

/**
 * Finds the meeting link of an event: a recognised service in the conference data first, then the
 * location, then the description. A conference entry point of an unknown service is a generic meeting.
 */
export function detectMeeting(sources: {
  conferenceUrls?: readonly string[];
  location?: string;
  description?: string;
}): MeetingLink | undefined {
  const texts = [...(sources.conferenceUrls ?? []), sources.location ?? '', sources.description ?? ''];
  for (const text of texts) {
    for (const pattern of SERVICES) {
      const found = pattern.url.exec(text);
      if (found) {
        const url = found[0];
        const meetingId = pattern.id?.exec(url)?.[1];
        return { service: pattern.service, url, ...(meetingId ? { meetingId: meetingId.toLowerCase() } : {}) };
      }
    }
  }
  const generic = sources.conferenceUrls?.find((url) => /^https?:\/\//i.test(url));
  if (generic) return { service: 'other', url: generic };
  return undefined;
}

/** A meeting URL without query, fragment, trailing slash and case, for comparing two invitations. */
export function normaliseMeetingUrl(url: string): string {
  return url.trim().toLowerCase().replace(/[?#].*$/, '').replace(/\/+$/, '');
}
