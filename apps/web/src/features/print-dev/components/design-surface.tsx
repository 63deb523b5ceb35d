import { Button, Tooltip } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizePrintHtml } from '@/components/print-preview';

/** Inserts into the design surface at the last caret position. */
export interface DesignSurfaceHandle {
  insertText: (text: string) => void;
  insertHtml: (html: string) => void;
}

/** Template HTML as the printer will see it (sanitized the same way). */
export function cleanTemplate(html: string): string {
  const holder = document.createElement('div');
  holder.append(sanitizePrintHtml(html));
  return holder.innerHTML;
}

// The browser's editing commands keep tables and the repeat marker intact, which the small
// rich-text editor of notices does not; the deprecation of execCommand is the price (ADR 0013).
const exec = (command: string, value?: string) => document.execCommand(command, false, value);

/**
 * WYSIWYG editing of a print template: an editable page with a small toolbar (bold, italic,
 * underline, alignment, table). Controlled by `value`/`onChange`.
 */
export const DesignSurface = forwardRef<
  DesignSurfaceHandle,
  { value: string; onChange: (html: string) => void; label: string }
>(function DesignSurface({ value, onChange, label }, ref) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const range = useRef<Range | null>(null);

  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value) el.innerHTML = cleanTemplate(value);
  }, [value]);

  const remember = () => {
    const selection = window.getSelection();
    if (selection?.rangeCount && area.current?.contains(selection.anchorNode))
      range.current = selection.getRangeAt(0).cloneRange();
  };
  const restore = () => {
    const el = area.current;
    if (!el) return;
    el.focus();
    const selection = window.getSelection();
    if (!selection) return;
    selection.removeAllRanges();
    if (range.current) selection.addRange(range.current);
    else {
      const end = document.createRange();
      end.selectNodeContents(el);
      end.collapse(false);
      selection.addRange(end);
    }
  };
  const emit = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: string, arg?: string) => {
    restore();
    exec(command, arg);
    remember();
    emit();
  };

  useImperativeHandle(ref, () => ({
    insertText: (text) => run('insertText', text),
    insertHtml: (html) => run('insertHTML', cleanTemplate(html)),
  }));

  const tools: [string, string, () => void][] = [
    ['bold', 'B', () => run('bold')],
    ['italic', 'I', () => run('italic')],
    ['underline', 'U', () => run('underline')],
    ['alignLeft', '⇤', () => run('justifyLeft')],
    ['alignCenter', '↔', () => run('justifyCenter')],
    ['alignRight', '⇥', () => run('justifyRight')],
    [
      'insertTable',
      '▦',
      () =>
        run(
          'insertHTML',
          '<table style="width:100%;border-collapse:collapse"><tbody>' +
            '<tr><td style="border:1px solid #333333;padding:4px">&nbsp;</td><td style="border:1px solid #333333;padding:4px">&nbsp;</td></tr>' +
            '<tr><td style="border:1px solid #333333;padding:4px">&nbsp;</td><td style="border:1px solid #333333;padding:4px">&nbsp;</td></tr>' +
            '</tbody></table><p><br></p>',
        ),
    ],
  ];

  return (
    <div className="print-design">
      <div className="print-design-toolbar" role="toolbar" aria-label={t('printDev.editor.toolbar')}>
        {tools.map(([key, glyph, action]) => (
          <Tooltip key={key} title={t(`printDev.editor.${key}`)}>
            <Button
              size="small"
              type="text"
              aria-label={t(`printDev.editor.${key}`)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={action}
            >
              {glyph}
            </Button>
          </Tooltip>
        ))}
      </div>
      <div
        ref={area}
        className="print-design-page"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        onInput={() => {
          remember();
          emit();
        }}
        onKeyUp={remember}
        onMouseUp={remember}
        onBlur={remember}
        data-testid="print-design"
      />
    </div>
  );
});
