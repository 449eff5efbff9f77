import type { HTMLAttributes, ReactNode } from 'react';
import { PICTURE } from '@/lib/validation/captcha';
import type { CaptchaTexts } from './captcha-texts';

// The slider puzzle's layout, shared by the puzzle (slider-puzzle.client.tsx) and the stand-in
// the page renders before the puzzle's code has loaded (PuzzlePlaceholder): the same boxes and
// texts in the same places, so the form does not move when the puzzle arrives.
// requirements: Performance — no layout shift.
// No hooks: it renders on the server and in the browser alike.

/** The picture's box (its aspect ratio is set per puzzle) and the slider's track. */
export const BOARD_CLASS = 'relative w-full overflow-hidden rounded-md bg-slate-200';
export const TRACK_CLASS = 'relative h-11 w-full rounded-md border border-slate-500 bg-slate-100';
/** The polite live region under the puzzle, one line high when empty. */
export const STATUS_CLASS = 'min-h-5 text-sm font-medium';

type Props = {
  texts: Pick<CaptchaTexts, 'title' | 'instructions' | 'keyboardHelp'>;
  /** Prefix of the title's, instructions' and keyboard help's ids, which the puzzle refers to. */
  id?: string;
  /** The refresh button (or a box of its size). */
  refresh: ReactNode;
  /** The picture and the slider (or boxes of their size). */
  board: ReactNode;
  status: ReactNode;
  group?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | undefined>;
};

export function PuzzleFrame({ texts, id, refresh, board, status, group }: Props) {
  return (
    <div {...group} className="w-full max-w-[300px] space-y-2">
      <div className="flex items-center justify-between gap-2">
        <p id={id && `${id}-title`} className="text-sm font-medium text-slate-800">
          {texts.title}
        </p>
        {refresh}
      </div>
      {board}
      <p id={id && `${id}-instructions`} className="text-sm text-slate-700">
        {texts.instructions}
      </p>
      <p id={id && `${id}-keys`} className="text-xs text-slate-600">
        {texts.keyboardHelp}
      </p>
      {status}
    </div>
  );
}

/**
 * The puzzle's place before its code arrives: its texts and the empty picture and slider, at
 * the puzzle's size. Busy for assistive technology; the status says it is loading.
 */
export function PuzzlePlaceholder({ texts }: { texts: CaptchaTexts }) {
  return (
    <PuzzleFrame
      texts={texts}
      group={{ 'aria-busy': true, 'data-puzzle-placeholder': '' }}
      refresh={<span aria-hidden="true" className="size-11 shrink-0" />}
      board={
        <>
          <div
            aria-hidden="true"
            className={BOARD_CLASS}
            style={{ aspectRatio: `${PICTURE.width} / ${PICTURE.height}` }}
          />
          <div aria-hidden="true" className={TRACK_CLASS} />
        </>
      }
      status={
        <p role="status" className={`${STATUS_CLASS} text-slate-700`}>
          {texts.loading}
        </p>
      }
    />
  );
}
