import { OpenApiSteps } from './open-api-steps';
import { PlatformBody } from './platform-body';

// Developers and integrators: what the API offers, then the five access steps.
export function OpenApiBody() {
  return PlatformBody({
    area: 'openApi',
    image: '/images/platforms/open-api.svg',
    audience: ['developers', 'integrators', 'aggregators'],
    features: ['data', 'control', 'security', 'docs'],
    children: <OpenApiSteps />,
  });
}
