import { describe, expect, it } from 'vitest';
import { MESSAGE_TOO_BIG_CLOSE, SERVER_BUSY_CLOSE, SYNC_CAPACITY_MESSAGES, TOO_MANY_CONNECTIONS_CLOSE } from '@lodestar/core';
import { capacityNotice } from './capacity-notice';

describe('capacityNotice', () => {
  it('tells the user to close tabs when the account or network has too many connections', () => {
    expect(capacityNotice(TOO_MANY_CONNECTIONS_CLOSE)).toMatchObject({
      title: 'Too many open connections',
      message: SYNC_CAPACITY_MESSAGES.tooManyConnections,
      duration: 0,
    });
  });

  it('says the server is busy and the changes wait on this device', () => {
    expect(capacityNotice(SERVER_BUSY_CLOSE)?.message).toMatch(/kept on this device/);
  });

  it('says nothing for other closes', () => {
    expect(capacityNotice(1000)).toBeNull();
    expect(capacityNotice(MESSAGE_TOO_BIG_CLOSE)).toBeNull();
    expect(capacityNotice(undefined)).toBeNull();
  });
});
