import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { fetchPreviewUrl, type PreviewFile } from './file-preview-api';

/** Props of {@link ImageGallery}. */
export interface ImageGalleryProps {
  /** Every image of the file list, in order. */
  images: PreviewFile[];
  /** The one shown first. */
  start: number;
  onClose: () => void;
}

/**
 * The image viewer (zoom, rotate, previous and next) over all images of a file list, each from its
 * signed address; an image the server has no address for is left out.
 */
export function ImageGallery({ images, start, onClose }: ImageGalleryProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState<string[]>();
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    void Promise.all(images.map((image) => fetchPreviewUrl(image).catch(() => undefined))).then((urls) => {
      if (!isCurrent) return;
      const first = urls[start];
      const found = urls.filter((url): url is string => !!url);
      if (!first) {
        feedback.warning(t('filePreview.notExist'));
        onClose();
        return;
      }
      setCurrent(found.indexOf(first));
      setItems(found);
    });
    return () => {
      isCurrent = false;
    };
    // one lookup per opened gallery
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [images, start]);

  if (!items) return null;
  return (
    <Image.PreviewGroup
      items={items}
      preview={{
        open: true,
        current,
        onChange: (index) => setCurrent(index),
        onOpenChange: (isOpen) => {
          if (!isOpen) onClose();
        },
      }}
    />
  );
}
