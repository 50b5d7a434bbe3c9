import type { headerMessages } from '../../shared/platform/messages/header';

type MessageKey = keyof typeof headerMessages;

/**
 * The browser's position, as a promise, with the spec's geolocation alerts (section 8): each failure maps to one
 * message key; no support at all is its own message.
 */
export type GeoResult = { ok: true; lat: number; lng: number } | { ok: false; message: MessageKey };

const BY_CODE: Record<number, MessageKey> = { 1: 'geoDenied', 2: 'geoUnavailable', 3: 'geoTimeout' };

/** The alert for a GeolocationPositionError (or anything else thrown at us). */
export function geolocationMessage(error: unknown): MessageKey {
  if (!error || typeof error !== 'object' || !('code' in error)) return 'geoDefault';
  const code = (error as { code: unknown }).code;
  return typeof code === 'number' ? (BY_CODE[code] ?? 'geoUnknown') : 'geoDefault';
}

export function currentPosition(geo: Geolocation | undefined = navigator.geolocation, timeoutMs = 10_000): Promise<GeoResult> {
  if (!geo || typeof geo.getCurrentPosition !== 'function') return Promise.resolve({ ok: false, message: 'geoUnsupported' });
  return new Promise((resolve) => {
    try {
      geo.getCurrentPosition(
        (position) => resolve({ ok: true, lat: position.coords.latitude, lng: position.coords.longitude }),
        (error) => resolve({ ok: false, message: geolocationMessage(error) }),
        { timeout: timeoutMs, maximumAge: 5 * 60_000 },
      );
    } catch (error) {
      resolve({ ok: false, message: geolocationMessage(error) });
    }
  });
}
