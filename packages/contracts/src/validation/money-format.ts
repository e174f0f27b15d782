/**
 * Integer minor units as a message shows them, in the portal's amount format (spec §9: dot
 * thousands, comma decimals), so an amount in a server message reads like every amount on screen:
 * 1000000 with 2 decimals is '10.000,00'; with 0 decimals '1.000.000'. String arithmetic only.
 */
export function formatMinorUnits(minorUnits: number, decimals: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const digits = String(Math.abs(minorUnits)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals > 0 ? `${sign}${whole},${digits.slice(digits.length - decimals)}` : `${sign}${whole}`;
}
