import { Button, Space } from 'antd';
import { useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import './sign-pad.css';

/** A canvas to draw a signature on with mouse, pen or finger; answers a PNG data URL. */
export function SignPad({
  onSave,
  saving,
  testId = 'profile-sign-pad',
  saveLabel,
}: {
  onSave: (dataUrl: string) => void;
  saving: boolean;
  testId?: string;
  /** Text of the save button (default: the profile's "save drawing"). */
  saveLabel?: string;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  const context = () => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return null;
    // Match the bitmap to the displayed size once, so strokes land under the pointer.
    if (el.width !== el.clientWidth) {
      el.width = el.clientWidth;
      el.height = el.clientHeight;
    }
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#111';
    return ctx;
  };
  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return [e.clientX - rect.left, e.clientY - rect.top] as const;
  };
  const start = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = context();
    if (!ctx) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    ctx.beginPath();
    ctx.moveTo(...point(e));
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = canvas.current?.getContext('2d');
    if (!drawing.current || !ctx) return;
    ctx.lineTo(...point(e));
    ctx.stroke();
    drawn.current = true;
  };
  const clear = () => {
    const el = canvas.current;
    el?.getContext('2d')?.clearRect(0, 0, el.width, el.height);
    drawn.current = false;
  };

  return (
    <div>
      <canvas
        ref={canvas}
        className="sign-pad"
        aria-label={t('profile.sign.pad')}
        data-testid={testId}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={() => (drawing.current = false)}
        onPointerLeave={() => (drawing.current = false)}
      />
      <Space style={{ marginTop: 12 }}>
        <Button onClick={clear}>{t('profile.sign.clear')}</Button>
        <Button
          type="primary"
          loading={saving}
          onClick={() => {
            if (!drawn.current || !canvas.current) feedback.warning(t('profile.sign.nothingDrawn'));
            else onSave(canvas.current.toDataURL('image/png'));
          }}
        >
          {saveLabel ?? t('profile.sign.saveDrawing')}
        </Button>
      </Space>
    </div>
  );
}
