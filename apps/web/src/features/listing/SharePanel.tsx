import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import TwitterIcon from '@mui/icons-material/Twitter';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { notify } from '../../lib/notify.ts';
import { INSTAGRAM_COPIED, listingShareUrl, shareLinks } from './share-links.ts';

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (older browser, insecure origin): fall back to a hidden selection.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.appendChild(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

const buttonSx = (color: string) => ({
  justifyContent: 'flex-start',
  borderColor: 'divider',
  color: 'text.primary',
  py: 1,
  '& .MuiButton-startIcon': { color },
  '&:hover': { borderColor: color, bgcolor: 'action.hover' },
});

function ShareLink({ href, network, icon, color }: { href: string; network: string; icon: ReactNode; color: string }) {
  return (
    <Button
      variant="outlined"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={icon}
      aria-label={`Share on ${network}`}
      sx={buttonSx(color)}
    >
      {network}
    </Button>
  );
}

/** docs/product/rules.md#constants share networks: facebook, whatsapp, twitter, linkedin, copy, instagram. */
export function SharePanel({ venueId, title }: { venueId: string; title: string }) {
  const url = listingShareUrl(window.location.origin, venueId);
  const links = shareLinks(url, title);

  const copyLink = async (done: string) => {
    if (await copyText(url)) notify.success(done);
    else notify.error(`Copy this link: ${url}`);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: 1.5,
      }}
    >
      <ShareLink href={links.facebook} network="Facebook" icon={<FacebookIcon />} color="#1877f2" />
      <ShareLink href={links.whatsapp} network="WhatsApp" icon={<WhatsAppIcon />} color="#25d366" />
      <ShareLink href={links.twitter} network="Twitter" icon={<TwitterIcon />} color="#1d9bf0" />
      <ShareLink href={links.linkedin} network="LinkedIn" icon={<LinkedInIcon />} color="#0a66c2" />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copyLink('Link copied')}
        aria-label="Copy link"
        sx={buttonSx('#0f766e')}
      >
        Copy link
      </Button>
      {/* Instagram has no web share URL: the link is copied for the person to paste into a post or story. */}
      <Button
        variant="outlined"
        startIcon={<InstagramIcon />}
        onClick={() => void copyLink(INSTAGRAM_COPIED)}
        aria-label="Share on Instagram"
        sx={buttonSx('#d62976')}
      >
        Instagram
      </Button>
    </Box>
  );
}
