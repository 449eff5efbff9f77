import { PlatformBody } from './platform-body';

// Utility and C&I operators: dispatch, forecasting and VPP aggregation.
export function PanguOsBody() {
  return PlatformBody({
    area: 'panguOs',
    image: '/images/platforms/pangu-os.svg',
    audience: ['utilities', 'producers', 'sites'],
    features: ['dispatch', 'forecasting', 'vpp', 'monitoring', 'reporting', 'integration'],
    next: '/solutions/utility-ess',
  });
}
