import { PlatformBody } from './platform-body';

// Home owners: monitoring, operating modes and alerts first.
export function EcosBody() {
  return PlatformBody({
    area: 'ecos',
    image: '/images/platforms/ecos.svg',
    audience: ['owners', 'families', 'newcomers'],
    features: ['monitoring', 'modes', 'alerts', 'reports', 'devices', 'sharing'],
    next: '/app-download',
  });
}
