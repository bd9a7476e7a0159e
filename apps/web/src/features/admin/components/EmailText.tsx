import Box from '@mui/material/Box';

const partSx = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

/**
 * An email address that wraps only before its @ ("jordan.ellis" / "@hourlyspaces.test"), never letter by letter: a part
 * too long for the column ends in an ellipsis, and the whole address stays in the text (screen readers, copy) and in
 * its tooltip.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const parts = at > 0 ? [email.slice(0, at), email.slice(at)] : [email];
  return (
    <Box component="span" title={email} sx={{ display: 'inline', wordBreak: 'normal', overflowWrap: 'normal' }}>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 && <wbr />}
          <Box component="span" sx={partSx} data-email-part="">
            {part}
          </Box>
        </span>
      ))}
    </Box>
  );
}
