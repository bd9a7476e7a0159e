import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { usePolicies, usePolicy } from '../../lib/catalog.ts';
import { policyContentSx } from './policy-content.ts';
import { loadingRegion } from '../../components/loading-region';

/** Policies often open by repeating their title, which the page already shows as its heading. */
export function withoutRepeatedTitle(html: string, title: string) {
  const first = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  if (!first) return html;
  const text = first[1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();
  return text.toLowerCase() === title.trim().toLowerCase() ? html.slice(first[0].length) : html;
}

/** /policy/{id}: a public policy titled from the server, its content shown as HTML (docs/product/screens.md). */
export function PolicyPage() {
  const { id = '' } = useParams();
  const policy = usePolicy(id);
  usePageTitle(policy.data?.title ?? (policy.isError ? 'Policy not found' : 'Policy'));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          {policy.data ? (
            <Box component="article" aria-labelledby="policy-title">
              <Typography variant="overline" color="primary" sx={{ letterSpacing: 2, fontWeight: 700 }}>
                Policy
              </Typography>
              <Typography id="policy-title" variant="h3" component="h1" sx={{ fontSize: { xs: 30, md: 40 }, mb: 3 }}>
                {policy.data.title}
              </Typography>
              <Box
                className="policy-content"
                sx={policyContentSx}
                dangerouslySetInnerHTML={{ __html: withoutRepeatedTitle(policy.data.content, policy.data.title) }}
              />
            </Box>
          ) : policy.isError ? (
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, textAlign: 'center' }}>
              <DescriptionIcon color="disabled" sx={{ fontSize: 56 }} />
              <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
                Policy not found
              </Typography>
              <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
                This policy does not exist or has been removed. Our current policies are listed on this page.
              </Typography>
              <Button component={RouterLink} to="/" variant="contained">
                Back to home
              </Button>
            </Paper>
          ) : (
            <Box {...loadingRegion('Loading policy')}>
              <Skeleton width={80} />
              <Skeleton variant="text" sx={{ fontSize: 40, mb: 3 }} width="70%" />
              {Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} width={index % 3 === 2 ? '60%' : '100%'} />
              ))}
            </Box>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OtherPolicies currentId={id} />
        </Grid>
      </Grid>
    </Container>
  );
}

function OtherPolicies({ currentId }: { currentId: string }) {
  const policies = usePolicies();
  if (!policies.data?.length) return null;
  return (
    <Paper
      component="nav"
      aria-label="All policies"
      variant="outlined"
      sx={{ p: 3, borderRadius: 4, position: { md: 'sticky' }, top: 96 }}
    >
      <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
        All policies
      </Typography>
      <Stack spacing={1}>
        {policies.data.map((item) =>
          item.uuid === currentId ? (
            <Typography key={item.uuid} aria-current="page" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {item.title}
            </Typography>
          ) : (
            <Link key={item.uuid} component={RouterLink} to={`/policy/${item.uuid}`} underline="hover" color="inherit">
              {item.title}
            </Link>
          ),
        )}
      </Stack>
    </Paper>
  );
}
