'use client';

import { OnDemand, type OnDemandTexts } from '@/components/forms/on-demand.client';
import type { SliderPuzzleProps } from './slider-puzzle.client';

const loadPuzzle = () => import('./slider-puzzle.client');

type Props = SliderPuzzleProps & {
  partTexts: OnDemandTexts;
  isWanted?: boolean;
  /** A new number shows a fresh puzzle (its `key`): the code stays loaded. */
  generation?: number;
};

/**
 * The slider puzzle with its code (board, track, the challenge requests) loaded when it is
 * reached, not with the page (issue 12); its challenge is asked for only then too.
 */
export function SliderPuzzleOnDemand({ partTexts, isWanted, generation, ...puzzle }: Props) {
  return (
    <OnDemand load={loadPuzzle} texts={partTexts} isWanted={isWanted}>
      {({ SliderPuzzle }) => <SliderPuzzle key={generation} {...puzzle} />}
    </OnDemand>
  );
}
