import * as z from './zod-mini';

// The slider puzzle's inputs, shared by the browser component and the API.

/** What a solved puzzle may be spent on: one token, one action. */
export const captchaActions = ['sign-in', 'sign-up', 'send-code', 'recover'] as const;
export type CaptchaAction = (typeof captchaActions)[number];

/** Keyboard steps of the slider, in picture pixels: an arrow key, Shift+arrow or Page keys. */
export const KEY_STEP = 1;
export const KEY_BIG_STEP = 10;

/** A drag sends at most this many points; the browser thins a longer track before sending. */
export const MAX_TRACK_POINTS = 400;

export const challengeRequestSchema = z.strictObject({
  action: z.enum(captchaActions),
  /**
   * Image pixels per picture pixel: 2 on screens with more than one device pixel per CSS pixel,
   * so the picture is sharp there (Lighthouse's image-size-responsive); 1 (the default)
   * elsewhere.
   */
  density: z._default(z.union([z.literal(1), z.literal(2)]), 1),
});

export type CaptchaDensity = z.output<typeof challengeRequestSchema>['density'];

/**
 * The puzzle's geometry in picture pixels, on the server (the pictures, the answer, the
 * tolerance) and in the browser (the board's aspect ratio before a puzzle arrives). The picture
 * is drawn at a density of 1 or 2 image pixels per picture pixel; the geometry does not change.
 */
export const PICTURE = { width: 300, height: 150, pieceSize: 50 } as const;

/** One point of the track: the piece's x in picture pixels, t in ms since the drag began. */
const trackPoint = z.strictObject({
  x: z.number().check(z.gte(-1000), z.lte(1000)),
  t: z.number().check(z.gte(0), z.lte(10 * 60 * 1000)),
});

export const verifyRequestSchema = z.strictObject({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  x: z.number().check(z.gte(0), z.lte(1000)),
  track: z.array(trackPoint).check(z.minLength(1), z.maxLength(MAX_TRACK_POINTS)),
  /** Moved with the keyboard: the track is judged as key steps, not as a drag. */
  keyboard: z._default(z.boolean(), false),
});

export type TrackPoint = z.infer<typeof trackPoint>;
export type VerifyAttempt = z.output<typeof verifyRequestSchema>;

/** What POST /api/captcha/challenge answers (data of the envelope). */
export type CaptchaChallenge = {
  id: string;
  /** PNG data URLs: the picture with the gap, and the piece (transparent around its shape). */
  background: string;
  piece: string;
  /** The piece's top edge in the picture; it moves along x only, starting at 0. */
  pieceY: number;
  width: number;
  height: number;
  pieceSize: number;
  /** Seconds the challenge can still be answered. */
  expiresIn: number;
};

/** What POST /api/captcha/verify answers on success. */
export type CaptchaPass = { token: string; expiresIn: number };
