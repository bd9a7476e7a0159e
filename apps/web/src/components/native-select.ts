/** A plain native select styled like the app's outlined fields (phones show their own picker). */
export const nativeSelectSx = {
  width: '100%',
  height: 40,
  px: 1,
  font: 'inherit',
  fontSize: '0.95rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'grey.400',
  borderRadius: '10px',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;
