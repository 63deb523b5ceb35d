import { useQuery } from '@tanstack/react-query';
import { signImgRoutes } from '@tessera/shared';
import { Alert, Button, Empty, Input, InputNumber, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '@/components/rich-text-editor';
import { SignPad } from '@/components/sign-pad';
import { call } from '@/lib/call';
import type { EditorProps } from './editor-types';
import { ShownValue } from './value-shown';

/** Longest rich text the server accepts (characters). */
const MAX_EDITOR_CHARS = 200_000;

/** editor: rich text (the server sanitizes it on every write). */
export function RichTextFieldEditor({ field, value, onChange, disabled, ariaLabel }: EditorProps) {
  const { t } = useTranslation();
  if (disabled) return <ShownValue field={field} value={value} />;
  const html = typeof value === 'string' ? value : '';
  return (
    <div data-testid={`fr-editor-${field.__vModel__ ?? ''}`}>
      <RichTextEditor
        value={html}
        label={ariaLabel ?? field.__config__.label ?? ''}
        onChange={(next) => onChange(next)}
      />
      {html.length > MAX_EDITOR_CHARS && (
        <Alert type="error" showIcon message={t('formRenderer.editorTooLong', { max: MAX_EDITOR_CHARS })} />
      )}
    </div>
  );
}

/** An image value (data URL or our own image path) as a small picture. */
function SignPicture({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} className="fr-sign-picture" style={{ maxWidth: 240, maxHeight: 96 }} />;
}

/** sign: a handwritten signature drawn on a pad, stored as a PNG data URL. */
export function SignEditor({ field, value, onChange, disabled }: EditorProps) {
  const { t } = useTranslation();
  const [drawing, setDrawing] = useState(false);
  if (disabled) return <ShownValue field={field} value={value} />;
  const src = typeof value === 'string' && value ? value : '';
  const id = field.__vModel__ ?? '';
  if (drawing || !src)
    return (
      <SignPad
        testId={`fr-sign-pad-${id}`}
        saving={false}
        saveLabel={t('formRenderer.signUse')}
        onSave={(url) => {
          onChange(url);
          setDrawing(false);
        }}
      />
    );
  return (
    <Space direction="vertical" data-testid={`fr-sign-${id}`}>
      <SignPicture src={src} alt={t('formRenderer.signShown')} />
      <Space>
        <Button onClick={() => setDrawing(true)}>{t('formRenderer.signRedraw')}</Button>
        <Button onClick={() => onChange('')}>{t('formRenderer.signClear')}</Button>
      </Space>
    </Space>
  );
}

/** The current user's saved signatures (`GET` of the profile's sign images). */
const signImgsKey = () => ['form-renderer', 'sign-imgs'] as const;
const signImgsQuery = () => ({
  queryKey: signImgsKey(),
  queryFn: () => call(signImgRoutes.list, {}),
});

/** signature: one of the current user's saved signatures, stored as its image. */
export function SignatureEditor({ field, value, onChange, disabled }: EditorProps) {
  const { t } = useTranslation();
  const imgs = useQuery({ ...signImgsQuery(), enabled: !disabled });
  if (disabled) return <ShownValue field={field} value={value} />;
  const chosen = typeof value === 'string' ? value : '';
  if (imgs.isPending) return <Spin size="small" />;
  const list = imgs.data ?? [];
  if (!list.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('formRenderer.signatureNone')} />;
  return (
    <Space
      wrap
      role="radiogroup"
      aria-label={field.__config__.label}
      data-testid={`fr-signature-${field.__vModel__ ?? ''}`}
    >
      {list.map((s, i) => (
        <Button
          key={s.id}
          role="radio"
          aria-checked={chosen === s.signImg}
          aria-label={t('formRenderer.signatureNth', { n: i + 1 })}
          type={chosen === s.signImg ? 'primary' : 'default'}
          style={{ height: 'auto', padding: 4 }}
          onClick={() => onChange(s.signImg)}
        >
          <SignPicture src={s.signImg} alt={t('formRenderer.signatureNth', { n: i + 1 })} />
        </Button>
      ))}
      {chosen && <Button onClick={() => onChange('')}>{t('formRenderer.signClear')}</Button>}
    </Space>
  );
}

/** The stored shape of a location (form-model.md §2). */
export interface PlaceValue {
  pName: string;
  cName: string;
  adName: string;
  address: string;
  name: string;
  lng: number | null;
  lat: number | null;
  fullAddress: string;
}

const EMPTY_PLACE: PlaceValue = {
  pName: '',
  cName: '',
  adName: '',
  address: '',
  name: '',
  lng: null,
  lat: null,
  fullAddress: '',
};

/** A stored location (JSON string or object) as its parts. */
export function parsePlace(value: unknown): PlaceValue {
  let raw: unknown = value;
  if (typeof value === 'string' && value) {
    try {
      raw = JSON.parse(value);
    } catch {
      return { ...EMPTY_PLACE };
    }
  }
  if (!raw || typeof raw !== 'object') return { ...EMPTY_PLACE };
  const r = raw as Record<string, unknown>;
  const text = (k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '');
  const n = (k: string) => (r[k] === null || r[k] === undefined || r[k] === '' ? null : Number(r[k]));
  const lng = n('lng');
  const lat = n('lat');
  return {
    pName: text('pName'),
    cName: text('cName'),
    adName: text('adName'),
    address: text('address'),
    name: text('name'),
    lng: lng !== null && Number.isFinite(lng) ? lng : null,
    lat: lat !== null && Number.isFinite(lat) ? lat : null,
    fullAddress: text('fullAddress'),
  };
}

/** The value to store: the JSON string, or '' while no coordinates are given. */
export function placeValue(p: PlaceValue): string {
  if (p.lng === null || p.lat === null) return '';
  return JSON.stringify(p);
}

/** location: the current position (when the browser allows) or an address with coordinates typed in. */
export function LocationEditor({ field, value, onChange, disabled }: EditorProps) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<PlaceValue>(() => parsePlace(value));
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState('');
  if (disabled) return <ShownValue field={field} value={value} />;
  const id = field.__vModel__ ?? '';
  const update = (next: PlaceValue) => {
    setPlace(next);
    onChange(placeValue(next));
  };
  const locate = () => {
    setError('');
    if (!('geolocation' in navigator)) {
      setError(t('formRenderer.locationUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        update({
          ...place,
          lng: Math.round(pos.coords.longitude * 1e6) / 1e6,
          lat: Math.round(pos.coords.latitude * 1e6) / 1e6,
        });
      },
      (err) => {
        setLocating(false);
        setError(
          err.code === err.PERMISSION_DENIED
            ? t('formRenderer.locationDenied')
            : t('formRenderer.locationFailed'),
        );
      },
      { timeout: 15000 },
    );
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`fr-location-${id}`}>
      <Button loading={locating} onClick={locate}>
        {t('formRenderer.locationCurrent')}
      </Button>
      {error && <Alert type="warning" showIcon message={error} />}
      <Input
        value={place.fullAddress}
        maxLength={500}
        aria-label={t('formRenderer.locationAddress')}
        placeholder={t('formRenderer.locationAddress')}
        onChange={(e) => update({ ...place, fullAddress: e.target.value, address: e.target.value })}
      />
      <Space wrap>
        <InputNumber
          value={place.lng}
          min={-180}
          max={180}
          step={0.000001}
          className="fr-location-coordinate"
          aria-label={t('formRenderer.locationLng')}
          placeholder={t('formRenderer.locationLng')}
          onChange={(v) => update({ ...place, lng: typeof v === 'number' ? v : null })}
        />
        <InputNumber
          value={place.lat}
          min={-90}
          max={90}
          step={0.000001}
          className="fr-location-coordinate"
          aria-label={t('formRenderer.locationLat')}
          placeholder={t('formRenderer.locationLat')}
          onChange={(v) => update({ ...place, lat: typeof v === 'number' ? v : null })}
        />
      </Space>
      {(place.lng === null) !== (place.lat === null) && (
        <Alert type="info" showIcon message={t('formRenderer.locationBoth')} />
      )}
    </Space>
  );
}
