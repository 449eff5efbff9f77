'use client';

import { useEffect, useRef, useState } from 'react';
import type { CaptchaTexts } from '@/components/captcha/captcha-texts';
import { SliderPuzzleOnDemand } from '@/components/captcha/slider-puzzle-lazy.client';
import type { CaptchaAction } from '@/lib/validation/captcha';
import { format, partTexts } from './format';
import type { FormTexts } from './types';

/** requirements: Accounts — a new code after 60 s. */
export const RESEND_SECONDS = 60;

type Props = {
  action: CaptchaAction;
  texts: FormTexts;
  captcha: CaptchaTexts;
  /** Check the fields the code goes to; false keeps the puzzle closed (their errors show). */
  onOpen: () => Promise<boolean>;
  /** Send the code with the puzzle's token; the sent-to text on success, else undefined. */
  onSend: (token: string) => Promise<string | undefined>;
  /** Starts counting at once (the code was just sent by another button, e.g. a step's). */
  sentTo?: string;
  isPhone?: boolean;
  /** The first button's words when not "Send code" (recovery step 1). */
  sendLabel?: string;
  /** The button submits its form (a step whose one action is sending the code: Enter sends). */
  isSubmit?: boolean;
};

type Phase = 'idle' | 'puzzle' | 'sending';

/** The time `seconds` from now, in ms (kept out of render: reading the clock is impure). */
export const secondsFromNow = (seconds: number) => Date.now() + seconds * 1000;

/** Seconds left until `until` (at most `max`), ticking while there are any. */
export function useCountdown(until: number, max = RESEND_SECONDS) {
  const [now, setNow] = useState(() => Date.now());
  // A stale `now` (before the first tick) must not show more than the full wait.
  const left = Math.min(max, Math.max(0, Math.ceil((until - now) / 1000)));
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

/**
 * The "send code" button with its resend countdown. The code is sent only after the slider
 * puzzle (requirements: Accounts), so the button first opens the puzzle; its token sends the
 * code. A refused send shows a fresh puzzle (the token is spent either way).
 */
export function CodeSender(props: Props) {
  const { action, texts, captcha, onOpen, onSend, sentTo, isPhone, sendLabel, isSubmit } = props;
  const [phase, setPhase] = useState<Phase>('idle');
  const [until, setUntil] = useState(() => (sentTo ? secondsFromNow(RESEND_SECONDS) : 0));
  const seconds = useCountdown(until);
  const isWaiting = seconds > 0;
  const [target, setTarget] = useState(sentTo);
  const [puzzleKey, setPuzzleKey] = useState(0);
  const puzzleBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (phase === 'puzzle') puzzleBox.current?.focus();
  }, [phase]);

  const open = async () => {
    if (phase === 'idle' && !isWaiting && (await onOpen())) setPhase('puzzle');
  };
  const send = async (token: string) => {
    setPhase('sending');
    const sent = await onSend(token);
    if (!sent) {
      setPuzzleKey((k) => k + 1);
      setPhase('puzzle');
      return;
    }
    setTarget(sent);
    setUntil(secondsFromNow(RESEND_SECONDS));
    setPhase('idle');
  };

  const label = isWaiting
    ? format(texts.common.resendIn, { seconds })
    : target
      ? texts.common.resend
      : (sendLabel ?? texts.common.sendCode);
  const sentText = target
    ? format(isPhone ? texts.common.codeSentPhone : texts.common.codeSentEmail, { target })
    : '';

  return (
    <div className="space-y-3">
      <button
        type={isSubmit ? 'submit' : 'button'}
        onClick={() => void open()}
        disabled={isWaiting || phase === 'sending'}
        aria-expanded={phase === 'puzzle'}
        className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-400 disabled:text-slate-600"
      >
        {label}
      </button>
      {phase === 'puzzle' || phase === 'sending' ? (
        <div
          ref={puzzleBox}
          tabIndex={-1}
          role="group"
          aria-label={texts.common.puzzleHeading}
          className="space-y-2 rounded-md border border-slate-300 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
        >
          <p className="text-sm text-slate-700">{texts.common.puzzleFirst}</p>
          <SliderPuzzleOnDemand
            generation={puzzleKey}
            partTexts={partTexts(texts.common)}
            action={action}
            texts={captcha}
            onSolved={send}
          />
        </div>
      ) : null}
      <p role="status" className="text-sm text-brand-900">
        {sentText}
      </p>
    </div>
  );
}
