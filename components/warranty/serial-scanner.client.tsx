'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options?: { formats?: string[] }) => Detector;

const subscribeNothing = () => () => {};

const detectorClass = () =>
  (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector ?? undefined;

/**
 * Scan a serial with the camera where the browser has BarcodeDetector; elsewhere this
 * renders nothing and the typed field is the way in.
 */
export function SerialScanner({
  onSerial,
  texts,
}: {
  onSerial: (serial: string) => void;
  texts: { scan: string; scanStop: string; scanning: string };
}) {
  // False on the server and until hydration; then whether this browser can scan.
  const isSupported = useSyncExternalStore(
    subscribeNothing,
    () => !!detectorClass() && !!navigator.mediaDevices,
    () => false,
  );
  const [isOn, setOn] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!isOn) return;
    const Detector = detectorClass();
    if (!Detector) return;
    const detector = new Detector({ formats: ['code_128', 'qr_code', 'data_matrix', 'code_39'] });
    let stream: MediaStream | undefined;
    let stopped = false;
    const loop = async () => {
      while (!stopped && video.current) {
        const found = await detector.detect(video.current).catch(() => []);
        const value = found.map((f) => f.rawValue).find((v) => /VT[A-Z]{2}\d{10}/i.test(v));
        if (value) {
          onSerial(value);
          setOn(false);
          return;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (!video.current || stopped) return;
        video.current.srcObject = s;
        await video.current.play();
        void loop();
      })
      .catch(() => setOn(false));
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [isOn, onSerial]);

  if (!isSupported) return null;
  return (
    <div className="mt-1">
      <button
        type="button"
        onClick={() => setOn((on) => !on)}
        className="min-h-11 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800"
      >
        {isOn ? texts.scanStop : texts.scan}
      </button>
      {isOn ? (
        <div className="mt-2">
          <p className="text-sm text-slate-700">{texts.scanning}</p>
          <video ref={video} muted playsInline className="mt-1 w-full max-w-sm rounded" />
        </div>
      ) : null}
    </div>
  );
}
