import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { TextInput } from '../../components/TextInput.tsx';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useId, useState, type FormEvent } from 'react';
import { policyContentSx } from '../content/public.ts';

/** Web and mail links, and paths on this site ("/contact-us"). */
const allowedLink = /^(https?:\/\/|mailto:|\/)/i;

function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const titleId = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) {
      chain.unsetLink().run();
      onClose();
      return;
    }
    if (!allowedLink.test(url)) {
      setError('Use a web address (https://…), an email link (mailto:…) or a path on this site (/…)');
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // No text chosen: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else chain.setLink({ href: url }).run();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{current ? 'Edit link' : 'Add link'}</DialogTitle>
        <DialogContent>
          <TextInput
            label="Link address"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            error={Boolean(error)}
            helperText={error || 'Leave empty to remove the link.'}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function Toolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();
  const toggles = [
    { label: 'Bold', active: state.bold, run: () => chain().toggleBold().run() },
    { label: 'Italic', active: state.italic, run: () => chain().toggleItalic().run() },
    { label: 'Heading', active: state.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: 'Bulleted list', active: state.bulletList, run: () => chain().toggleBulletList().run() },
    { label: 'Numbered list', active: state.orderedList, run: () => chain().toggleOrderedList().run() },
  ];
  const buttonSx = { minWidth: 0, px: 1.25, textTransform: 'none', fontWeight: 600 } as const;
  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      // A mouse click on a button must not take the focus (and the selection) away from the text.
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest('button')) event.preventDefault();
      }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'grey.50',
      }}
    >
      {toggles.map((toggle) => (
        <Button
          key={toggle.label}
          size="small"
          aria-pressed={toggle.active}
          variant={toggle.active ? 'contained' : 'text'}
          color={toggle.active ? 'primary' : 'inherit'}
          disableElevation
          onClick={toggle.run}
          sx={buttonSx}
        >
          {toggle.label}
        </Button>
      ))}
      <Button
        size="small"
        aria-pressed={state.link}
        variant={state.link ? 'contained' : 'text'}
        color={state.link ? 'primary' : 'inherit'}
        disableElevation
        onClick={() => setLinking(true)}
        sx={buttonSx}
      >
        Link
      </Button>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Button size="small" color="inherit" onClick={() => chain().undo().run()} disabled={!state.canUndo} sx={buttonSx}>
        Undo
      </Button>
      <Button size="small" color="inherit" onClick={() => chain().redo().run()} disabled={!state.canRedo} sx={buttonSx}>
        Redo
      </Button>
      {linking && <LinkDialog editor={editor} onClose={() => setLinking(false)} />}
    </Box>
  );
}

/**
 * The policy content editor (TipTap): headings, paragraphs, bold, italic, lists and links, with a toolbar of named
 * buttons and the usual shortcuts (Ctrl+B, Ctrl+I, Ctrl+Z…). It is its own chunk, loaded when a policy is opened.
 */
export function PolicyEditor({
  labelId,
  describedBy,
  initialHtml,
  onChange,
}: {
  /** The id of the visible label naming the editing area. */
  labelId: string;
  describedBy?: string;
  initialHtml: string;
  onChange: (html: string) => void;
}) {
  const contentId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: initialHtml,
    editorProps: {
      attributes: {
        id: contentId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: '12px',
        overflow: 'hidden',
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        },
      }}
    >
      <Toolbar editor={editor} controls={contentId} />
      <Box
        sx={{
          ...policyContentSx,
          '& .ProseMirror': { minHeight: 280, maxHeight: '60vh', overflowY: 'auto', p: 2, outline: 'none' },
          '& .ProseMirror > :first-child': { mt: 0 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
