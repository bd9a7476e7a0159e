import { Limits } from '@app/contract';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { acceptedPhotoTypes, checkPhotos, moveItem } from './listing-form.ts';

/** A photo chosen in the browser and not sent yet. */
export interface NewPhoto {
  id: string;
  file: File;
}

let nextId = 0;
const photoOf = (file: File): NewPhoto => {
  nextId += 1;
  return { id: `photo-${nextId}`, file };
};

const maxMegabytes = Limits.imageMaxBytes / (1024 * 1024);

/** Files carried by a paste (a screenshot, an image copied from another page or a file manager). */
function pastedFiles(event: ClipboardEvent): File[] {
  const data = event.clipboardData;
  if (!data) return [];
  if (data.files && data.files.length) return Array.from(data.files);
  return Array.from(data.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}

/**
 * Photos for a listing: drag and drop, a file picker, or paste anywhere on the page. Checked as the server checks
 * them (JPEG, PNG or WebP, at most 10 MB, at most `room` more), previewed, reordered and removed before sending.
 */
export function PhotoDropArea({
  photos,
  onChange,
  room,
  coverFirst,
  error,
  disabled,
  buttonId,
}: {
  photos: NewPhoto[];
  onChange: (photos: NewPhoto[]) => void;
  /** How many photos may be chosen here in all (the listing's maximum minus the photos it keeps). */
  room: number;
  /** The first photo here is the listing's cover (Add listing; on edit the existing first photo stays the cover). */
  coverFirst: boolean;
  /** The count rule's message after a submit. */
  error?: string;
  disabled?: boolean;
  /** The Choose photos button's id: the form focuses it when the photos are what is wrong. */
  buttonId?: string;
}) {
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const add = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const { accepted, problems: found } = checkPhotos(files, room - photos.length);
    setProblems(found);
    if (accepted.length) onChange([...photos, ...accepted.map(photoOf)]);
  };
  // The page-wide paste listener is attached once and calls the latest `add`.
  const addRef = useRef(add);
  useEffect(() => {
    addRef.current = add;
  });

  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = pastedFiles(event);
      if (files.length === 0) return;
      event.preventDefault();
      addRef.current(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer?.files ?? []));
  };

  const move = (from: number, to: number) => onChange(moveItem(photos, from, to));
  const remove = (id: string) => onChange(photos.filter((photo) => photo.id !== id));

  return (
    <Stack spacing={2}>
      <Box
        role="group"
        aria-label="Photo drop area"
        aria-describedby={hintId}
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        sx={{
          p: { xs: 3, sm: 4 },
          borderRadius: 3,
          border: '2px dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'rgba(15, 118, 110, 0.08)' : 'grey.50',
          textAlign: 'center',
          transition: 'background-color 120ms, border-color 120ms',
        }}
      >
        <AddPhotoAlternateOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main' }} />
        <Typography sx={{ fontWeight: 600, mt: 1 }}>Drag and drop photos here, or paste them</Typography>
        <Typography id={hintId} variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
          JPEG, PNG or WebP, up to {maxMegabytes} MB each. A listing needs {Limits.minImagesPerListing} to{' '}
          {Limits.maxImagesPerListing} photos{coverFirst ? '; the first one is the cover' : ''}.
        </Typography>
        <Button
          id={buttonId}
          variant="outlined"
          aria-describedby={error ? errorId : undefined}
          disabled={disabled || photos.length >= room}
          onClick={() => inputRef.current?.click()}
        >
          Choose photos
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={acceptedPhotoTypes.join(',')}
          multiple
          hidden
          aria-label="Photo files"
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </Box>

      {error && (
        <Typography id={errorId} role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}

      {problems.length > 0 && (
        <Alert severity="warning" onClose={() => setProblems([])}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      )}

      {photos.length > 0 && (
        <Box
          component="ol"
          aria-label="Chosen photos"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              file={photo.file}
              number={index + 1}
              cover={coverFirst && index === 0}
              first={index === 0}
              last={index === photos.length - 1}
              disabled={disabled}
              onEarlier={() => move(index, index - 1)}
              onLater={() => move(index, index + 1)}
              onRemove={() => remove(photo.id)}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** The preview's object URL lives exactly as long as it shows its file (StrictMode-safe: made and revoked in one effect). */
function PreviewImage({ file, alt }: { file: File; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Box
      component="img"
      ref={ref}
      alt={alt}
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}

function PhotoTile({
  file,
  number,
  cover,
  first,
  last,
  disabled,
  onEarlier,
  onLater,
  onRemove,
}: {
  file: File;
  number: number;
  cover: boolean;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onEarlier: () => void;
  onLater: () => void;
  onRemove: () => void;
}) {
  return (
    <Box
      component="li"
      aria-label={`Photo ${number}${cover ? ', cover' : ''}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.100' }}>
        <PreviewImage file={file} alt={`Photo ${number}: ${file.name || 'pasted image'}`} />
        <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', top: 6, left: 6 }}>
          <Chip size="small" label={number} sx={{ bgcolor: 'rgba(255,255,255,0.92)', fontWeight: 700 }} />
          {cover && <Chip size="small" color="primary" label="Cover" />}
        </Stack>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', px: 0.5 }}>
        <Box>
          <IconButton
            size="small"
            aria-label={`Move photo ${number} earlier`}
            disabled={disabled || first}
            onClick={onEarlier}
          >
            <ArrowBackIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Move photo ${number} later`}
            disabled={disabled || last}
            onClick={onLater}
          >
            <ArrowForwardIcon fontSize="small" />
          </IconButton>
        </Box>
        <IconButton size="small" aria-label={`Remove photo ${number}`} disabled={disabled} onClick={onRemove}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}
