'use client';

import { useId } from 'react';
import type { CaptchaAction } from '@/lib/validation/captcha';
import type { CaptchaTexts } from './captcha-texts';
import { Icon } from './icons';
import { PuzzleBoard } from './puzzle-board.client';
import { PuzzleFrame, STATUS_CLASS } from './puzzle-frame';
import { useSliderPuzzle, type Notice } from './use-slider-puzzle';

export type SliderPuzzleProps = {
  /** What the token will be spent on; the server refuses it for any other action. */
  action: CaptchaAction;
  /** From `await captchaTexts()` (components/captcha/captcha-texts.ts) in the server file. */
  texts: CaptchaTexts;
  /** The puzzle is solved: send this single-use token (valid 2 minutes) with the action. */
  onSolved: (token: string) => void;
  /** The token given to onSolved is about to expire and a new puzzle is shown: forget it. */
  onReset?: () => void;
};

/**
 * "Drag the slider to complete it": the server's picture with a gap, the piece, and a slider
 * under them. Mouse and touch drag the handle (pointer events); the keyboard moves it with the
 * arrows (Shift for bigger steps) and Enter confirms (requirements: Accounts). A failed try
 * fetches a new puzzle by itself. For a fresh puzzle after the protected action failed (its
 * token is spent), remount it: change its `key`.
 */
export function SliderPuzzle({ action, texts, onSolved, onReset }: SliderPuzzleProps) {
  const id = useId();
  const { challenge, phase, notice, reload, verify } = useSliderPuzzle(action, {
    onSolved,
    onReset,
  });

  return (
    <PuzzleFrame
      texts={texts}
      id={id}
      group={{
        role: 'group',
        'aria-labelledby': `${id}-title`,
        'aria-describedby': `${id}-instructions`,
        'aria-busy': phase === 'loading' || phase === 'verifying',
        // For end-to-end tests (tests/e2e/support/captcha.ts): the id is no secret, the answer is.
        'data-phase': phase,
        'data-challenge': challenge?.id,
      }}
      refresh={
        <button
          type="button"
          onClick={() => reload()}
          disabled={phase === 'verifying' || phase === 'loading'}
          title={texts.refresh}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-50"
        >
          <Icon name="refresh" />
          <span className="sr-only">{texts.refresh}</span>
        </button>
      }
      board={
        <PuzzleBoard
          key={challenge?.id ?? 'loading'}
          challenge={challenge}
          isActive={phase === 'ready'}
          isSolved={phase === 'solved'}
          texts={texts}
          describedBy={`${id}-instructions ${id}-keys`}
          onAttempt={(x, track, keyboard) => void verify(x, track, keyboard)}
        />
      }
      status={<PuzzleStatus notice={notice} texts={texts} />}
    />
  );
}

/** One polite live region, present from the start, so every change is announced. */
function PuzzleStatus({ notice, texts }: { notice: Notice; texts: CaptchaTexts }) {
  const color =
    notice?.kind === 'success'
      ? 'text-brand-800'
      : notice?.kind === 'error'
        ? 'text-red-700'
        : 'text-slate-700';
  return (
    <p role="status" className={`${STATUS_CLASS} ${color}`}>
      {notice ? texts[notice.text] : null}
    </p>
  );
}
