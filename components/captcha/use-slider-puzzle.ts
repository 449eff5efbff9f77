'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '@/lib/api/browser';
import type { Envelope } from '@/lib/api/envelope';
import { isApiError } from '@/lib/api/errors';
import type {
  CaptchaAction,
  CaptchaChallenge,
  CaptchaPass,
  TrackPoint,
} from '@/lib/validation/captcha';
import type { CaptchaTexts } from './captcha-texts';
import { thinTrack } from './track';

export type Phase = 'loading' | 'ready' | 'verifying' | 'solved' | 'error';
/** What the live region says: a key of the texts, so the hook needs no texts itself. */
export type Notice = {
  kind: 'info' | 'success' | 'error';
  text: keyof Pick<
    CaptchaTexts,
    'loading' | 'loadFailed' | 'verifying' | 'success' | 'failure' | 'tooManyRequests' | 'expired'
  >;
} | null;

/** The token is dropped a little before the server forgets it, so it is never sent stale. */
const TOKEN_MARGIN_MS = 5000;

async function fetchChallenge(action: CaptchaAction): Promise<CaptchaChallenge> {
  // A sharper picture where a CSS pixel has more than one device pixel (phones, retina screens).
  const density = window.devicePixelRatio > 1 ? 2 : 1;
  const body = await browserApi.post<Envelope<CaptchaChallenge>>('/captcha/challenge', {
    action,
    density,
  });
  if (body.code !== 200 || !body.data) throw new Error(body.message);
  return body.data;
}

const isLimited = (error: unknown) => isApiError(error) && error.status === 429;
const FAILURE: Notice = { kind: 'error', text: 'failure' };
const LIMITED: Notice = { kind: 'error', text: 'tooManyRequests' };

type Callbacks = { onSolved: (token: string) => void; onReset?: () => void };

/**
 * The puzzle's life: fetch a challenge, send one attempt, hand the token on, and start over
 * after a failure or when the token is about to expire. Answers of superseded requests are
 * ignored (a quick refresh, React's double effects in development). Only a new `action`
 * starts over by itself: new callbacks from a re-rendering form do not.
 */
export function useSliderPuzzle(action: CaptchaAction, { onSolved, onReset }: Callbacks) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [notice, setNotice] = useState<Notice>(null);
  const request = useRef(0);
  const expiry = useRef<ReturnType<typeof setTimeout>>(undefined);
  const callbacks = useRef<Callbacks>({ onSolved, onReset });
  useEffect(() => {
    callbacks.current = { onSolved, onReset };
  });

  const load = useCallback(
    (keep: Notice) => {
      const mine = ++request.current;
      fetchChallenge(action).then(
        (next) => {
          if (mine !== request.current) return;
          setChallenge(next);
          setPhase('ready');
          setNotice(keep);
        },
        (error: unknown) => {
          if (mine !== request.current) return;
          setPhase('error');
          setNotice(isLimited(error) ? LIMITED : { kind: 'error', text: 'loadFailed' });
        },
      );
    },
    [action],
  );

  /** A new puzzle; `keep` stays announced (the failure or expiry that caused it). */
  const reload = useCallback(
    (keep: Notice = null) => {
      clearTimeout(expiry.current);
      setPhase('loading');
      setNotice(keep ?? { kind: 'info', text: 'loading' });
      load(keep);
    },
    [load],
  );

  useEffect(() => {
    const [pending, timer] = [request, expiry];
    load(null);
    return () => {
      pending.current++;
      clearTimeout(timer.current);
    };
  }, [load]);

  const verify = useCallback(
    async (x: number, track: TrackPoint[], keyboard: boolean) => {
      if (!challenge) return;
      const mine = ++request.current;
      setPhase('verifying');
      setNotice({ kind: 'info', text: 'verifying' });
      try {
        const body = await browserApi.post<Envelope<CaptchaPass>>('/captcha/verify', {
          id: challenge.id,
          x: Math.round(x * 10) / 10,
          track: thinTrack(track, keyboard),
          keyboard,
        });
        if (mine !== request.current) return;
        if (body.code !== 200 || !body.data) return reload(FAILURE);
        setPhase('solved');
        setNotice({ kind: 'success', text: 'success' });
        callbacks.current.onSolved(body.data.token);
        expiry.current = setTimeout(
          () => {
            callbacks.current.onReset?.();
            reload({ kind: 'info', text: 'expired' });
          },
          Math.max(0, body.data.expiresIn * 1000 - TOKEN_MARGIN_MS),
        );
      } catch (error) {
        if (mine === request.current) reload(isLimited(error) ? LIMITED : FAILURE);
      }
    },
    [challenge, reload],
  );

  return { challenge, phase, notice, reload, verify };
}
