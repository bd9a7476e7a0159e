import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TextInput } from '../../components/TextInput.tsx';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { policyContentSx } from '../content/public.ts';
import { useAdminPolicy, useSavePolicy } from './admin-content.api.ts';
import { ConfirmDialog } from './components/ConfirmDialog.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { loadFormSchemas, usePrefetchFormSchemas } from './form-schemas.ts';
import { loadingRegion } from '../../components/loading-region';

// TipTap and ProseMirror are large: the editor is its own chunk, loaded when a policy is opened.
const PolicyEditor = lazy(() => import('./PolicyEditor.tsx').then((module) => ({ default: module.PolicyEditor })));

type Errors = { title?: string; content?: string };

function EditorLoading() {
  return (
    <Box {...loadingRegion('Loading the editor')}>
      <Skeleton variant="rounded" height={48} sx={{ mb: 0.5 }} />
      <Skeleton variant="rounded" height={280} />
    </Box>
  );
}

function Form({
  policy,
  onSaved,
  onDirty,
}: {
  policy: { uuid: string; title: string; content: string } | null;
  onSaved: (id: string) => void;
  /** Whether the form holds changes that are not saved. */
  onDirty: (dirty: boolean) => void;
}) {
  const labelId = useId();
  const helpId = useId();
  const [title, setTitle] = useState(policy?.title ?? '');
  const [html, setHtml] = useState(policy?.content ?? '');
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  // A new key re-creates the editor with the content as the server saved it (after sanitising).
  const [editorKey, setEditorKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState<{ id: string; message: string } | null>(null);
  const save = useSavePolicy();

  usePrefetchFormSchemas();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { PolicyUpsertBodySchema } = await loadFormSchemas();
    const parsed = PolicyUpsertBodySchema.safeParse({ title, content: html });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'title' || field === 'content') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: policy?.uuid ?? saved?.id, ...parsed.data },
      {
        onSuccess: (body) => {
          setTitle(body.data.title);
          setHtml(body.data.content);
          setEditorKey((key) => key + 1);
          setSaved({ id: body.data.uuid, message: body.message });
          onDirty(false);
          onSaved(body.data.uuid);
        },
      },
    );
  };

  const change = (next: string) => {
    setHtml(next);
    setSaved(null);
    onDirty(true);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <TextInput
        label="Title"
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setSaved(null);
          onDirty(true);
        }}
        error={Boolean(errors.title)}
        helperText={errors.title}
        required
        fullWidth
        sx={{ mb: 3 }}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Typography id={labelId} component="span" variant="subtitle2" sx={{ display: 'block', mb: 1 }}>
        Content
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, next: 'edit' | 'preview') => setTab(next)}
        aria-label="Content view"
        sx={{ mb: 1.5, minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
      >
        <Tab value="edit" label="Edit" id={`${labelId}-edit`} aria-controls={`${labelId}-edit-panel`} />
        <Tab value="preview" label="Preview" id={`${labelId}-preview`} aria-controls={`${labelId}-preview-panel`} />
      </Tabs>
      {/* The editor stays mounted behind the preview, so its undo history survives a look at the preview. */}
      <Box role="tabpanel" id={`${labelId}-edit-panel`} aria-labelledby={`${labelId}-edit`} hidden={tab !== 'edit'}>
        <Suspense fallback={<EditorLoading />}>
          <PolicyEditor key={editorKey} labelId={labelId} describedBy={helpId} initialHtml={html} onChange={change} />
        </Suspense>
      </Box>
      <Box
        role="tabpanel"
        id={`${labelId}-preview-panel`}
        aria-labelledby={`${labelId}-preview`}
        hidden={tab !== 'preview'}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: '12px', minHeight: 200 }}>
          {html ? (
            // The editor's schema only produces headings, paragraphs, bold, italic, lists and checked links, and
            // loaded content was sanitised by the server: nothing here can run.
            <Box sx={policyContentSx} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <Typography color="textSecondary">Nothing to preview yet.</Typography>
          )}
        </Paper>
      </Box>
      <FormHelperText id={helpId} error={Boolean(errors.content)} sx={{ mx: 0, mt: 1 }}>
        {errors.content ??
          'Headings, paragraphs, bold, italic, lists and links. Anything else (scripts, images, styles) is removed when saving.'}
      </FormHelperText>
      {saved && (
        <Alert
          severity="success"
          sx={{ mt: 2 }}
          action={
            <Button
              component={RouterLink}
              to={`/policy/${encodeURIComponent(saved.id)}`}
              color="inherit"
              size="small"
              endIcon={<OpenInNewIcon fontSize="small" />}
            >
              View on site
            </Button>
          }
        >
          {saved.message}. The content above is what was saved, after unsafe HTML was removed.
        </Alert>
      )}
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(save.error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}

/** Create or edit one policy: title, rich-text content, preview, and the saved (sanitised) result. */
export function PolicyForm({
  id,
  onBack,
  onCreated,
}: {
  /** null: a new policy. */
  id: string | null;
  onBack: () => void;
  onCreated: (id: string) => void;
}) {
  const policy = useAdminPolicy(id);
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => (dirty ? setLeaving(true) : onBack())}>
          All policies
        </Button>
        <Typography component="h2" variant="h5" sx={{ flex: 1, minWidth: 200 }}>
          {id ? 'Edit policy' : 'New policy'}
        </Typography>
        {id && (
          <Link component={RouterLink} to={`/policy/${encodeURIComponent(id)}`}>
            View on site
          </Link>
        )}
      </Box>
      {/* One slot for the form, so creating a policy (the id arrives) keeps the form and its "saved" note. */}
      {id && policy.isError && !policy.data ? (
        <LoadFailed what="This policy" error={policy.error} onRetry={() => void policy.refetch()} />
      ) : id && !policy.data ? (
        <Box {...loadingRegion('Loading the policy')}>
          <Skeleton variant="rounded" height={56} sx={{ mb: 3 }} />
          <EditorLoading />
        </Box>
      ) : (
        <Form policy={policy.data ?? null} onSaved={id ? () => undefined : onCreated} onDirty={setDirty} />
      )}
      <ConfirmDialog
        open={leaving}
        title="Leave without saving?"
        text="Your changes to this policy have not been saved and will be lost."
        confirmLabel="Discard changes"
        pending={false}
        onConfirm={onBack}
        onClose={() => setLeaving(false)}
      />
    </Box>
  );
}
