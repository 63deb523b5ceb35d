import { Button, Card, Empty, Modal, Space, Tag, Upload } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SIGN_IMAGES } from '@tessera/shared';
import { confirmDelete } from '@/components/confirm-delete';
import { feedback } from '@/lib/feedback';
import { profileApi } from '../api/profile-api';
import { profileKeys, useSignImgs } from '../api/profile-queries';
import { signImgProblem } from '../profile-rules';
import { SignPad } from '@/components/sign-pad';

const readDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** Handwritten signature images: list, draw or upload a new one, set the default, delete. */
export function SignImgTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [drawing, setDrawing] = useState(false);
  const { data = [] } = useSignImgs();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.signImgs() });
  const add = useMutation({
    mutationFn: profileApi.addSignImg,
    onSuccess: async () => {
      setDrawing(false);
      feedback.success(t('profile.sign.added'));
      await refresh();
    },
  });
  const full = data.length >= MAX_SIGN_IMAGES;

  const remove = async (id: string) => {
    if (!(await confirmDelete())) return;
    await profileApi.deleteSignImg(id).catch(() => undefined);
    await refresh();
  };
  const makeDefault = async (id: string) => {
    await profileApi.setDefaultSignImg(id).catch(() => undefined);
    await refresh();
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" disabled={full} onClick={() => setDrawing(true)}>
          {t('profile.sign.draw')}
        </Button>
        <Upload
          accept="image/png,image/jpeg"
          showUploadList={false}
          disabled={full}
          beforeUpload={(file) => {
            const problem = signImgProblem(file);
            if (problem) feedback.error(t(problem));
            else void readDataUrl(file).then((url) => add.mutate(url));
            return false;
          }}
        >
          <Button disabled={full}>{t('profile.sign.upload')}</Button>
        </Upload>
        <span>{t('profile.sign.limit', { n: MAX_SIGN_IMAGES })}</span>
      </Space>
      {data.length === 0 ? (
        <Empty description={t('profile.sign.empty')} />
      ) : (
        <div className="profile-sign-list">
          {data.map((item, index) => (
            <Card
              key={item.id}
              size="small"
              className="profile-sign-item"
              actions={[
                <Button
                  key="default"
                  type="link"
                  disabled={item.isDefault === 1}
                  onClick={() => void makeDefault(item.id)}
                >
                  {t('profile.sign.setDefault')}
                </Button>,
                <Button key="delete" type="link" danger onClick={() => void remove(item.id)}>
                  {t('profile.sign.delete')}
                </Button>,
              ]}
            >
              <img src={item.signImg} alt={t('profile.sign.imageAlt', { n: index + 1 })} />
              {item.isDefault === 1 ? <Tag color="blue">{t('profile.sign.default')}</Tag> : null}
            </Card>
          ))}
        </div>
      )}
      <Modal
        open={drawing}
        title={t('profile.sign.draw')}
        footer={null}
        onCancel={() => setDrawing(false)}
        destroyOnHidden
      >
        <SignPad saving={add.isPending} onSave={(url) => add.mutate(url)} />
      </Modal>
    </>
  );
}
