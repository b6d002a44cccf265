import { describe, expect, it } from 'vitest';
import { detectMeeting, JOIN_LABELS } from './meeting-service';

describe('detectMeeting', () => {
  it.each([
    ['https://acme.zoom.us/j/123456789?pwd=abc', 'zoom', 'Join Zoom', '123456789'],
    ['https://meet.google.com/abc-defg-hij', 'meet', 'Join Google Meet', 'abc-defg-hij'],
    ['https://teams.microsoft.com/l/meetup-join/19%3ameeting_X/0', 'teams', 'Join Microsoft Teams', '19%3ameeting_x'],
    ['https://acme.webex.com/acme/j.php?MTID=m123', 'webex', 'Join WebEx', 'm123'],
    ['https://global.gotomeeting.com/join/123456789', 'gotomeeting', 'Join GoToMeeting', '123456789'],
  ] as const)('%s is %s', (url, service, label, meetingId) => {
    const found = detectMeeting({ description: `Dial in or join: ${url}\nThanks` });
    expect(found).toEqual({ service, url, meetingId });
    expect(JOIN_LABELS[found!.service]).toBe(label);
  });

  it('prefers conference data, then location, then description; unknown conference links are generic', () => {
    expect(detectMeeting({ location: 'https://meet.google.com/abc-defg-hij', description: 'https://zoom.us/j/123456789' })?.service).toBe('meet');
    expect(detectMeeting({ conferenceUrls: ['https://video.example.com/room'] })).toEqual({ service: 'other', url: 'https://video.example.com/room' });
    expect(detectMeeting({ location: 'Room 4', description: 'Bring snacks' })).toBeUndefined();
  });
});
