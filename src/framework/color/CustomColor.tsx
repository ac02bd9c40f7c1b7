// The custom menu: react-colorful's saturation/brightness area, hue and alpha sliders (arrow keys move them).
// Its sliders carry English names; they are given the Spanish ones after each render.
import { useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { RgbaColorPicker } from 'react-colorful';
import { useT } from '../../i18n/useT';
import { formatColor, type RgbaColor } from './colorText';

interface CustomColorProps {
  readonly color: RgbaColor;
  readonly onChange: (color: RgbaColor) => void;
}

export function CustomColor({ color, onChange }: CustomColorProps) {
  const translate = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sliders = box.current?.querySelectorAll<HTMLElement>('[role="slider"]') ?? [];
    const names = [translate('app.color.saturation'), translate('app.color.hue'), translate('app.color.alpha')];
    sliders.forEach((slider, i) => {
      slider.setAttribute('aria-label', names[i] ?? '');
      const now = slider.getAttribute('aria-valuenow');
      if (i === 0) slider.setAttribute('aria-valuetext', formatColor(color, 'hex'));
      else if (now !== null) slider.setAttribute('aria-valuetext', i === 2 ? `${now} %` : `${now}°`);
    });
  });
  return (
    <Box ref={box} sx={{ '& .react-colorful': { width: '100%', height: 160 } }}>
      <RgbaColorPicker color={color} onChange={onChange} />
    </Box>
  );
}
