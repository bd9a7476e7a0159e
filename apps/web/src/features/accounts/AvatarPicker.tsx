import { Limits, Messages } from '@app/contract';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

const acceptedTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** Avatar upload with a live preview; only images are accepted. */
export function AvatarPicker({
  file,
  currentUrl,
  initial,
  onChange,
  onRemove,
}: {
  file: File | null;
  /** The avatar already stored, if any. */
  currentUrl?: string;
  /** Shown when there is no picture (the first letter of the name). */
  initial?: string;
  onChange: (file: File | null) => void;
  /** Removing the stored avatar (profile page); without it only a chosen file can be cleared. */
  onRemove?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // The object URL is an outside resource: created and revoked with the file, so it lives in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (chosen: File | undefined) => {
    if (!chosen) return;
    // Said under the button, where the photo was chosen.
    const refused = !acceptedTypes.includes(chosen.type)
      ? Messages.imageInvalid
      : chosen.size > Limits.imageMaxBytes
        ? Messages.imageTooLarge
        : undefined;
    setProblem(refused);
    if (!refused) onChange(chosen);
  };

  const shown = (file && preview) || currentUrl;
  return (
    <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
      <Avatar
        src={shown || undefined}
        alt={shown ? 'Profile photo preview' : ''}
        sx={{ width: 88, height: 88, fontSize: 34, bgcolor: 'primary.light' }}
      >
        {initial?.slice(0, 1).toUpperCase() || <PhotoCameraIcon fontSize="large" />}
      </Avatar>
      <Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PhotoCameraIcon />}
            onClick={() => input.current?.click()}
          >
            {shown ? 'Change photo' : 'Upload photo'}
          </Button>
          <input
            ref={input}
            type="file"
            accept={acceptedTypes.join(',')}
            hidden
            aria-label="Profile photo"
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {(file || (currentUrl && onRemove)) && (
            <Button
              size="small"
              color="inherit"
              onClick={() => {
                if (file) onChange(null);
                else onRemove?.();
              }}
            >
              Remove
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.75 }}>
          JPEG, PNG or WebP, up to 10 MB.
        </Typography>
        {problem && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
            {problem}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
