import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink, Outlet } from 'react-router';
import { adminSections } from './admin-sections.ts';

/** The console's frame: a side menu of sections (a scrolling row on phones) beside the current page. */
export function AdminLayout() {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 4 } }}>
        <Box component="nav" aria-label="Admin console" sx={{ flexShrink: 0, width: { md: 220 } }}>
          <Typography variant="overline" color="text.secondary">
            Admin console
          </Typography>
          <List dense sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, overflowX: 'auto' }}>
            {adminSections.map((section) => (
              <ListItemButton
                key={section.to}
                component={NavLink}
                to={section.to}
                end={section.to === '/admin'}
                sx={{ borderRadius: 2, flexShrink: 0, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              >
                <ListItemText primary={section.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Container>
  );
}
