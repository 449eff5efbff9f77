'use client';

import type { ReactNode } from 'react';
import { OnDemand, type OnDemandTexts } from '@/components/forms/on-demand.client';
import type { SliderPuzzleProps } from './slider-puzzle.client';

const loadPuzzle = () => import('./slider-puzzle.client');

type Props = SliderPuzzleProps & {
  partTexts: OnDemandTexts;
  isWanted?: boolean;
  /** A new number shows a fresh puzzle (its `key`): the code stays loaded. */
  generation?: number;
  /** The puzzle's stand-in until its code arrives (PuzzlePlaceholder, rendered by the page). */
  placeholder?: ReactNode;
};

/**
 * The slider puzzle with its code (board, track, the challenge requests) loaded when it is
 * reached, not with the page; its challenge is asked for only then too.
 */
export function SliderPuzzleOnDemand(props: Props) {
  const { partTexts, isWanted, generation, placeholder, ...puzzle } = props;
  return (
    <OnDemand load={loadPuzzle} texts={partTexts} isWanted={isWanted} placeholder={placeholder}>
      {({ SliderPuzzle }) => <SliderPuzzle key={generation} {...puzzle} />}
    </OnDemand>
  );
}
