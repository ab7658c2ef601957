import { describe, expect, it } from 'vitest';
import { LOOPBACK_FLOOR, pollInterval, REMOTE_FLOOR } from './poll-interval.ts';

describe('pollInterval', () => {
  it('uses the default setting when the subscription has none', () => {
    expect(pollInterval('http://a.example/', null)).toBe(1800);
    expect(pollInterval('http://a.example/', null, 3600)).toBe(3600);
  });

  it('uses the subscription override', () => {
    expect(pollInterval('http://a.example/', 900, 3600)).toBe(900);
  });

  it('never polls a remote host more often than every 300 s', () => {
    expect(REMOTE_FLOOR).toBe(300);
    expect(pollInterval('http://a.example/', 10)).toBe(300);
    expect(pollInterval('https://a.example/', 0)).toBe(300);
  });

  it('lets a loopback host go down to its floor', () => {
    expect(pollInterval('http://127.0.0.1:8080/lirs', 1)).toBe(LOOPBACK_FLOOR);
    expect(pollInterval('http://localhost/lirs', 10)).toBe(10);
    expect(pollInterval('http://[::1]:9000/', 2)).toBe(LOOPBACK_FLOOR);
    expect(pollInterval('http://127.1.2.3/', 6)).toBe(6);
  });

  it('does not mistake a look-alike host for loopback', () => {
    expect(pollInterval('http://127.0.0.1.example/', 10)).toBe(300);
    expect(pollInterval('http://localhost.example/', 10)).toBe(300);
  });

  it('treats an unreadable URL as remote', () => {
    expect(pollInterval('not a url', 10)).toBe(300);
  });
});
