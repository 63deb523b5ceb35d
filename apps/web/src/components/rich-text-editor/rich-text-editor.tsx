import { Button, Input, Popover, Space, Tooltip } from 'antd';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkIcon } from '@/components/icons';
import './rich-text-editor.css';

/** Links the editor accepts (the server's sanitizer allows the same). */
const LINK_PROTOCOLS = ['http', 'https', 'mailto'];

/** One toolbar button: a short glyph, its accessible name and pressed state. */
function ToolButton(props: {
  label: string;
  glyph: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        aria-label={props.label}
        aria-pressed={props.active}
        disabled={props.disabled}
        onClick={props.onClick}
        className="rte-button"
      >
        {props.glyph}
      </Button>
    </Tooltip>
  );
}

/** The link button: asks for the address in a small popover. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const value = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!value) chain.unsetLink().run();
    else if (/^(https?:\/\/|mailto:)/i.test(value)) chain.setLink({ href: value }).run();
    else chain.setLink({ href: `https://${value}` }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
      trigger="click"
      content={
        <Space.Compact>
          <Input
            autoFocus
            aria-label={t('messages.editor.linkAddress')}
            placeholder="https://"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={apply}
            data-testid="rte-link-input"
          />
          <Button type="primary" onClick={apply}>
            {t('common.ok')}
          </Button>
        </Space.Compact>
      }
    >
      <span>
        <ToolButton
          label={t('messages.editor.link')}
          glyph={<LinkIcon aria-hidden />}
          active={active}
          onClick={() => setOpen(true)}
        />
      </span>
    </Popover>
  );
}

/** The editor's toolbar: bold, italic, headings, lists, link, undo and redo. */
function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (fn: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    fn(editor.chain().focus()).run();
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={t('messages.editor.toolbar')}>
      <ToolButton
        label={t('messages.editor.bold')}
        glyph={<b>B</b>}
        active={state.bold}
        onClick={run((c) => c.toggleBold())}
      />
      <ToolButton
        label={t('messages.editor.italic')}
        glyph={<i>I</i>}
        active={state.italic}
        onClick={run((c) => c.toggleItalic())}
      />
      <ToolButton
        label={t('messages.editor.h2')}
        glyph="H2"
        active={state.h2}
        onClick={run((c) => c.toggleHeading({ level: 2 }))}
      />
      <ToolButton
        label={t('messages.editor.h3')}
        glyph="H3"
        active={state.h3}
        onClick={run((c) => c.toggleHeading({ level: 3 }))}
      />
      <ToolButton
        label={t('messages.editor.bulletList')}
        glyph="•≡"
        active={state.bullet}
        onClick={run((c) => c.toggleBulletList())}
      />
      <ToolButton
        label={t('messages.editor.orderedList')}
        glyph="1≡"
        active={state.ordered}
        onClick={run((c) => c.toggleOrderedList())}
      />
      <LinkButton editor={editor} active={state.link} />
      <ToolButton
        label={t('messages.editor.undo')}
        glyph="↶"
        disabled={!state.canUndo}
        onClick={run((c) => c.undo())}
      />
      <ToolButton
        label={t('messages.editor.redo')}
        glyph="↷"
        disabled={!state.canRedo}
        onClick={run((c) => c.redo())}
      />
    </div>
  );
}

/** A small rich-text editor producing HTML (the server sanitizes it on save); use inside Form.Item. */
export function RichTextEditor({
  value,
  onChange,
  label,
  id,
}: {
  value?: string;
  onChange?: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  id?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: LINK_PROTOCOLS, defaultProtocol: 'https' },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'rte-content',
        ...(id ? { id } : {}),
        'data-testid': 'rte-content',
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  // A value set from outside (a record loaded after the editor mounted) replaces the content.
  useEffect(() => {
    if (!editor || value === undefined) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="rte">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
