'use client';

import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PICTURE, type CaptchaChallenge, type TrackPoint } from '@/lib/validation/captcha';
import type { CaptchaTexts } from './captcha-texts';
import { Icon } from './icons';
import { BOARD_CLASS, TRACK_CLASS } from './puzzle-frame';
import { clamp, keyIntent } from './track';

type Drag = { startX: number; t0: number; scale: number; keyboard: boolean };

type Props = {
  /** Rendered with `key={challenge.id}`: every puzzle starts with the piece at the left edge. */
  challenge: CaptchaChallenge | null;
  isActive: boolean;
  isSolved: boolean;
  texts: Pick<CaptchaTexts, 'pictureAlt' | 'slider' | 'position'>;
  /** Ids of the instructions that describe the slider. */
  describedBy: string;
  onAttempt: (x: number, track: TrackPoint[], keyboard: boolean) => void;
};

const PLACEHOLDER = { ...PICTURE, pieceY: 0 };

/**
 * The picture, the piece and the slider that moves it. The track records the piece's x in
 * picture pixels (the pointer's movement divided by the picture's scale) against the time since
 * the drag or the first key press began.
 */
export function PuzzleBoard(props: Props) {
  const { challenge, isActive, isSolved, texts, describedBy, onAttempt } = props;
  const [x, setX] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const track = useRef<TrackPoint[]>([]);
  // The latest position, for handlers that run before React has rendered the last move.
  const position = useRef(0);
  const { width, height, pieceSize, pieceY } = challenge ?? PLACEHOLDER;
  const maxX = width - pieceSize;

  const place = (value: number) => {
    position.current = value;
    setX(value);
  };
  const moveTo = (next: number) => {
    const value = clamp(next, maxX);
    place(value);
    const t = drag.current ? Math.round(performance.now() - drag.current.t0) : 0;
    track.current.push({ x: Math.round(value * 10) / 10, t });
  };
  const begin = (keyboard: boolean, startX = 0) => {
    const shown = frame.current?.getBoundingClientRect().width;
    drag.current = { startX, t0: performance.now(), scale: shown ? shown / width : 1, keyboard };
    track.current = [{ x: 0, t: 0 }];
    place(0);
  };
  const finish = () => {
    const current = drag.current;
    drag.current = null;
    if (!current || position.current < 1) return place(0);
    onAttempt(position.current, track.current, current.keyboard);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!isActive || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    begin(false, event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current && !current.keyboard) moveTo((event.clientX - current.startX) / current.scale);
  };
  const onPointerUp = () => {
    if (drag.current && !drag.current.keyboard) finish();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const intent = keyIntent(event.key, event.shiftKey);
    if (!intent || !isActive) return;
    event.preventDefault();
    if (intent === 'confirm') return drag.current?.keyboard ? finish() : undefined;
    if (!drag.current?.keyboard) begin(true);
    moveTo('to' in intent ? intent.to : position.current + intent.move);
  };

  const share = (value: number) => `${(value / width) * 100}%`;
  const valueText = texts.position
    .replace('{value}', String(Math.round(x)))
    .replace('{max}', String(maxX));

  return (
    <>
      <div ref={frame} className={BOARD_CLASS} style={{ aspectRatio: `${width} / ${height}` }}>
        {challenge ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made per request */}
            <img
              src={challenge.background}
              alt={texts.pictureAlt}
              className="absolute inset-0 h-full w-full select-none"
              draggable={false}
            />
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made per request */}
            <img
              src={challenge.piece}
              alt=""
              className="absolute select-none drop-shadow-[0_0_3px_rgba(0,0,0,0.7)]"
              draggable={false}
              style={{
                left: share(x),
                top: `${(pieceY / height) * 100}%`,
                width: share(pieceSize),
              }}
            />
          </>
        ) : null}
      </div>
      <div className={TRACK_CLASS}>
        <div
          aria-hidden="true"
          className="absolute inset-y-0 left-0 rounded-l-md bg-brand-100"
          style={{ width: share(x + pieceSize / 2) }}
        />
        <div
          role="slider"
          tabIndex={isActive ? 0 : -1}
          aria-label={texts.slider}
          aria-describedby={describedBy}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={Math.round(x)}
          aria-valuetext={valueText}
          aria-disabled={!isActive || undefined}
          data-solved={isSolved || undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
            place(0);
          }}
          onKeyDown={onKeyDown}
          className="absolute inset-y-0 flex cursor-grab touch-none items-center justify-center rounded-md bg-brand-700 text-white select-none active:cursor-grabbing aria-disabled:cursor-not-allowed aria-disabled:bg-slate-600 data-solved:bg-brand-800"
          style={{ left: share(x), width: share(pieceSize) }}
        >
          <Icon name={isSolved ? 'check' : 'arrow'} />
        </div>
      </div>
    </>
  );
}
