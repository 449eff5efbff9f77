import { ProjectBody } from './project-body';

// The figures a C&I buyer asks about: cabinet safety, noise, climate, protection, backup, PCS.
export function CommercialBody() {
  return ProjectBody({
    area: 'commercial',
    image: '/images/solutions/commercial.svg',
    challenges: ['demand', 'outages', 'solar'],
    approach: ['peak', 'backup', 'solar', 'ems'],
    parts: ['cabinet', 'pcs', 'control', 'monitoring'],
    figureKeys: [
      'fire',
      'noise',
      'temperature',
      'protection',
      'switchover',
      'pcs',
      'parallel',
      'efficiency',
    ],
  });
}
