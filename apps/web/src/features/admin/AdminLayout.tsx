import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink, Outlet } from 'react-router';
import { usePendingApprovalCount } from './admin-listings.api.ts';
import { adminSections } from './admin-sections.ts';
import { CountBadge } from './components/CountBadge.tsx';

/** The console's frame: a side menu of sections (a scrolling row on phones) beside the current page. */
export function AdminLayout() {
  const pending = usePendingApprovalCount();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 5 } }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 4 } }}>
        <Box
          component="nav"
          aria-label="Admin console"
          sx={{ flexShrink: 0, width: { md: 220 }, minWidth: 0, position: { md: 'sticky' }, top: { md: 92 } }}
        >
          <Typography variant="overline" color="textSecondary" component="p">
            Admin console
          </Typography>
          <List
            dense
            sx={{
              display: 'flex',
              flexDirection: { xs: 'row', md: 'column' },
              gap: { xs: 0.5, md: 0.25 },
              overflowX: { xs: 'auto', md: 'visible' },
              mx: { xs: -2, sm: 0 },
              px: { xs: 2, sm: 0 },
              py: 0.5,
              scrollbarWidth: 'thin',
            }}
          >
            {adminSections.map((section) => (
              <ListItem key={section.to} disablePadding sx={{ width: 'auto', flexShrink: 0 }}>
                <ListItemButton
                  component={NavLink}
                  to={section.to}
                  end={section.to === '/admin'}
                  sx={{
                    borderRadius: 2,
                    border: { xs: 1, md: 0 },
                    borderColor: 'divider',
                    '&.active': { bgcolor: 'action.selected', borderColor: 'primary.main' },
                    '&.active .MuiListItemText-primary': { fontWeight: 700 },
                  }}
                >
                  <ListItemText primary={section.label} sx={{ my: 0.25, whiteSpace: 'nowrap' }} />
                  {section.to === '/admin/approvals' && <CountBadge count={pending.data} />}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Container>
  );
}
