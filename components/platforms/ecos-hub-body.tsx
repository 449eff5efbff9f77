import { PlatformBody } from './platform-body';

// Installers and distributors: fleet, commissioning and service.
export function EcosHubBody() {
  return PlatformBody({
    area: 'ecosHub',
    image: '/images/platforms/ecos-hub.svg',
    audience: ['installers', 'distributors', 'service'],
    features: ['fleet', 'commissioning', 'service', 'alarms', 'team', 'warranty'],
    next: '/installer',
  });
}
