// 'Volver arriba': appears after 400 px of scroll and glides back to the top.
import { Fab, Zoom, useScrollTrigger } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useT } from '../i18n/useT';
import { BACK_TO_TOP_THRESHOLD } from './constants';

export function BackToTop() {
  const translate = useT();
  const shown = useScrollTrigger({ disableHysteresis: true, threshold: BACK_TO_TOP_THRESHOLD });
  return (
    <Zoom in={shown}>
      <Fab
        color="primary"
        size="small"
        aria-label={translate('app.shell.volver_arriba')}
        title={translate('app.shell.volver_arriba')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 24, zIndex: (t) => t.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
