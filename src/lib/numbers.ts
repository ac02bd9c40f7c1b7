// Whole numbers as this app writes them (es-PE with a space between thousands: 10 000), the same in every screen.
export const grouped = (n: number): string => n.toLocaleString('es-PE').replace(/[,\u00a0]/g, ' ');
