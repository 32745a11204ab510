import { useEffect, useRef, useState } from 'react';

/** The text of a sign-in card's QR code starts so (decision 062); other QR codes are passed over. */
const CARD_PREFIX = 'SKC1.';
/** Time between two decodes of the camera picture (ms): about 6 frames a second keeps a tablet cool. */
const SCAN_INTERVAL_MS = 160;

/**
 * The tablet's camera reading a sign-in card's QR code (issue 27, decision 062). While `active`,
 * opens the camera (the back one where there is one), shows it in `videoRef` and decodes frames
 * with jsQR — loaded only now, so the pupil's first download stays small — until a card's text is
 * found: `onCard(text)` is called once and scanning stops. `failed`: no camera, or permission
 * refused. The camera is released when `active` turns false or the component leaves.
 */
export function useQrCamera(active: boolean, onCard: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCardRef = useRef(onCard);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    onCardRef.current = onCard;
  }, [onCard]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    const release = () => stream?.getTracks().forEach((track) => track.stop());
    const start = async () => {
      const [{ default: jsQR }, media] = await Promise.all([
        import('jsqr'),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
      ]);
      stream = media;
      const video = videoRef.current;
      if (stopped || !video) return release();
      video.srcObject = media;
      await video.play();
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      const scan = () => {
        if (stopped) return;
        const { videoWidth: width, videoHeight: height } = video;
        if (width > 0 && height > 0) {
          canvas.width = width;
          canvas.height = height;
          context.drawImage(video, 0, 0, width, height);
          const code = jsQR(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'dontInvert' });
          if (code?.data.startsWith(CARD_PREFIX)) return onCardRef.current(code.data);
        }
        timer = window.setTimeout(scan, SCAN_INTERVAL_MS);
      };
      scan();
    };
    start().catch(() => {
      if (!stopped) setFailed(true);
    });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      release();
      setFailed(false);
    };
  }, [active]);

  return { videoRef, failed };
}
