import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { acceptAttribute, checkPick, refuseFile } from './upload-rules';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const KB = 1024;
const MB = 1024 * KB;

beforeAll(() => loadFeatureLocales());
afterAll(() => changeLanguage('zh'));

describe.each([
  {
    lang: 'zh' as const,
    countFile: '当前限制最多可以上传2个文件',
    fileTooLarge: '文件大小超过500KB',
    accept: '请选择图片、视频、excel类型的文件',
    onlyImage: '请上传图片',
    countImage: '当前限制最多可以上传3张图片',
    imageTooLarge: '图片大小超过2MB',
  },
  {
    lang: 'en' as const,
    countFile: 'At most 2 files can be uploaded',
    fileTooLarge: 'File size exceeds 500KB',
    accept: 'Please choose a file of type image, video, Excel',
    onlyImage: 'Please upload an image',
    countImage: 'At most 3 images can be uploaded',
    imageTooLarge: 'Image size exceeds 2MB',
  },
  {
    lang: 'zhtw' as const,
    countFile: '目前限制最多可以上傳2個檔案',
    fileTooLarge: '檔案大小超過500KB',
    accept: '請選擇圖片、影片、excel類型的檔案',
    onlyImage: '請上傳圖片',
    countImage: '目前限制最多可以上傳3張圖片',
    imageTooLarge: '圖片大小超過2MB',
  },
])('file rules in $lang', (texts) => {
  it('refuses files past the count limit, keeping the ones that fit', async () => {
    changeLanguage(texts.lang);
    const outcome = await checkPick([file('a.txt'), file('b.txt')], 1, { limit: 2 });
    expect(outcome.accepted.map((f) => f.name)).toEqual(['a.txt']);
    expect(outcome.refusals).toEqual([texts.countFile]);
  });

  it('refuses a file over the size bound, in the bound unit', () => {
    changeLanguage(texts.lang);
    const rules = { fileSize: 500, sizeUnit: 'KB' as const };
    expect(refuseFile(file('a.txt', 500 * KB), rules)).toBeNull();
    expect(refuseFile(file('a.txt', 500 * KB + 1), rules)).toBe(texts.fileTooLarge);
  });

  it('refuses a file outside the accepted categories, naming them', () => {
    changeLanguage(texts.lang);
    const rules = { accept: ['image', 'video', 'excel'] as const };
    expect(refuseFile(file('a.MKV'), rules)).toBeNull();
    expect(refuseFile(file('a.xlsx'), rules)).toBeNull();
    expect(refuseFile(file('a.docx'), rules)).toBe(texts.accept);
  });

  it('applies the image widget wording: only images, image count and image size', async () => {
    changeLanguage(texts.lang);
    const rules = { isImage: true, limit: 3, fileSize: 2, sizeUnit: 'MB' as const };
    expect(refuseFile(file('a.pdf'), rules)).toBe(texts.onlyImage);
    expect(refuseFile(file('a.webp', 2 * MB + 1), rules)).toBe(texts.imageTooLarge);
    const outcome = await checkPick([file('a.png'), file('b.png')], 2, rules);
    expect(outcome.refusals).toEqual([texts.countImage]);
    expect(outcome.accepted.map((f) => f.name)).toEqual(['a.png']);
  });
});

describe('pick rules', () => {
  beforeAll(() => changeLanguage('zh'));

  it('uses 10 MB as the default bound and accepts any type by default', () => {
    expect(refuseFile(file('a.exe', 10 * MB), {})).toBeNull();
    expect(refuseFile(file('a.exe', 10 * MB + 1), {})).not.toBeNull();
  });

  it('sizes bounds in GB', () => {
    const big = { size: 1024 ** 3 + 1, name: 'a.mp4' } as File;
    expect(refuseFile(big, { fileSize: 1, sizeUnit: 'GB' })).toBe('文件大小超过1GB');
  });

  it('lets beforeUpload refuse a file, with or without a message', async () => {
    const rules = { beforeUpload: (f: File) => (f.name.startsWith('x') ? '不允许' : f.name !== 'quiet.txt') };
    const outcome = await checkPick([file('a.txt'), file('x.txt'), file('quiet.txt')], 0, rules);
    expect(outcome.accepted.map((f) => f.name)).toEqual(['a.txt']);
    expect(outcome.refusals).toEqual(['不允许']);
  });

  it('replaces the held file in single-file mode (limit 1)', async () => {
    const outcome = await checkPick([file('new.txt')], 1, { limit: 1 });
    expect(outcome).toMatchObject({ replaces: true, refusals: [] });
    expect(outcome.accepted.map((f) => f.name)).toEqual(['new.txt']);
  });

  it('refuses a file whose async beforeUpload rejects, with the reason when it gives one', async () => {
    const rules = {
      beforeUpload: (f: File) =>
        f.name === 'a.txt'
          ? Promise.reject(new Error('病毒'))
          : f.name === 'b.txt'
            ? Promise.reject('太旧')
            : Promise.reject(undefined),
    };
    const outcome = await checkPick([file('a.txt'), file('b.txt'), file('c.txt')], 0, rules);
    expect(outcome.accepted).toEqual([]);
    expect(outcome.refusals).toEqual(['病毒', '太旧']);
  });

  it('accepts extensions beside categories, as a list or comma-joined', () => {
    expect(refuseFile(file('plan.DWG'), { accept: 'dwg, .pdf' })).toBeNull();
    expect(refuseFile(file('a.pdf'), { accept: ['.dwg', 'pdf'] })).toBeNull();
    expect(refuseFile(file('a.txt'), { accept: ['dwg', 'image'] })).toBe('请选择dwg、图片类型的文件');
    expect(acceptAttribute('excel,.DWG')).toBe('.xls,.xlsx,.dwg');
  });

  it('builds the file input accept attribute from the categories', () => {
    expect(acceptAttribute(['excel', 'pdf'])).toBe('.xls,.xlsx,.pdf');
    expect(acceptAttribute()).toBe('');
  });
});
