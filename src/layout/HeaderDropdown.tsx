// The shell of the header dropdowns (carts, notifications, quick access): an icon button with an optional badge
// and a popover with a title line, an optional status message, a body scrolling past 400 px and a footer.
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Divider, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import type { StatusMessage } from './useStatusMessage';
import { testId as testIdProps } from './testId';

/** Seed §9: cart dropdown and notification list maximum height. */
export const DROPDOWN_MAX_HEIGHT = 400;
const BADGE_MAX = 99;

interface Props {
  readonly label: string;
  readonly icon: ReactNode;
  /** Badge number; the badge shows only above 0. */
  readonly count?: number;
  readonly testId: string;
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  /** Next to the title (e.g. 'Marcar todo como leído'). */
  readonly action?: ReactNode;
  readonly status?: StatusMessage | null;
  readonly footer?: (close: () => void) => ReactNode;
  readonly children: (close: () => void) => ReactNode;
  readonly width?: number;
  readonly onOpen?: () => void;
  /** The body scrolls past DROPDOWN_MAX_HEIGHT (true) or takes its natural height. */
  readonly scroll?: boolean;
}

export function HeaderDropdown({
  label,
  icon,
  count,
  testId,
  title,
  subtitle,
  action,
  status,
  footer,
  children,
  width = 380,
  onOpen,
  scroll = true,
}: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const shown = count ?? 0;
  const badge = shown > BADGE_MAX ? `${BADGE_MAX}+` : String(shown);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          // The badge's number is text inside the button: its name says it too ('Notificaciones: 3').
          aria-label={shown > 0 ? `${label}: ${badge}` : label}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          data-testid={`${testId}-button`}
          onClick={(e) => {
            setAnchor(e.currentTarget);
            onOpen?.();
          }}
        >
          <Badge
            badgeContent={shown}
            max={BADGE_MAX}
            color="error"
            invisible={shown <= 0}
            slotProps={{ badge: testIdProps(`${testId}-badge`) }}
            // MUI keeps the last number in a hidden badge (shrunk to nothing): out of sight, it is no text of the button.
            sx={{ '& .MuiBadge-invisible': { visibility: 'hidden' } }}
          >
            {icon}
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width, maxWidth: 'calc(100vw - 16px)', mt: 1 }, ...testIdProps(`${testId}-menu`) } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="caption" color="text.secondary" data-testid={`${testId}-total`}>
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          {action}
        </Box>
        <Divider />
        {status ? (
          <Alert severity={status.type} sx={{ borderRadius: 0, py: 0 }} data-testid={`${testId}-status`} role="status">
            {status.text}
          </Alert>
        ) : null}
        <Box sx={scroll ? { maxHeight: DROPDOWN_MAX_HEIGHT, overflowY: 'auto' } : undefined} data-testid={`${testId}-body`}>
          {children(close)}
        </Box>
        {footer ? (
          <>
            <Divider />
            <Box sx={{ px: 1, py: 0.5, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{footer(close)}</Box>
          </>
        ) : null}
      </Popover>
    </>
  );
}
