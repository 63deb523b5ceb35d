import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDocx, type DocBlock, type DocImage, type DocInline } from './docx';

function ImageView({ image }: { image: DocImage }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([image.bytes as BlobPart], { type: image.mime }));
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);
  return src ? <img className="file-preview-docx-image" src={src} alt="" /> : null;
}

function renderInline(inline: DocInline, key: number): ReactNode {
  if (inline.kind === 'break') return <br key={key} />;
  if (inline.kind === 'image') return <ImageView key={key} image={inline} />;
  let node: ReactNode = inline.text;
  if (inline.bold) node = <strong>{node}</strong>;
  if (inline.italic) node = <em>{node}</em>;
  if (inline.underline) node = <u>{node}</u>;
  if (inline.strike) node = <s>{node}</s>;
  return <span key={key}>{node}</span>;
}

function renderBlock(block: DocBlock, key: number): ReactNode {
  if (block.kind === 'table') {
    return (
      <table key={key} className="file-preview-docx-table">
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}>
                  {cell.blocks.map(renderBlock)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const children = block.inlines.length ? block.inlines.map(renderInline) : <br />;
  const style = {
    ...(block.align ? { textAlign: block.align } : {}),
    ...(block.listLevel !== undefined ? { marginInlineStart: `${1.5 * (block.listLevel + 1)}em` } : {}),
  };
  if (block.heading) {
    const Tag = `h${block.heading}` as 'h1';
    return (
      <Tag key={key} style={style}>
        {children}
      </Tag>
    );
  }
  return (
    <p
      key={key}
      style={style}
      className={block.listLevel !== undefined ? 'file-preview-docx-item' : undefined}
    >
      {children}
    </p>
  );
}

/** A Word (.docx) file drawn from its own XML: headings, paragraphs, formatting, tables, pictures. */
export default function DocxView({ bytes }: { bytes: Uint8Array }) {
  const { t } = useTranslation();
  const blocks = useMemo(() => parseDocx(bytes), [bytes]);
  if (!blocks.length) return <div className="file-preview-note">{t('filePreview.empty')}</div>;
  return <article className="file-preview-docx">{blocks.map(renderBlock)}</article>;
}
