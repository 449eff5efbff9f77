import { ProjectBody } from './project-body';

// The figures a utility buyer asks about: PCS scale and efficiency first, then safety.
export function UtilityBody() {
  return ProjectBody({
    area: 'utility',
    image: '/images/solutions/utility.svg',
    challenges: ['variability', 'stability', 'congestion'],
    approach: ['services', 'firming', 'deferral', 'fleet'],
    parts: ['blocks', 'pcs', 'controller', 'safety'],
    figureKeys: [
      'pcs',
      'parallel',
      'efficiency',
      'fire',
      'temperature',
      'protection',
      'switchover',
      'noise',
    ],
  });
}
