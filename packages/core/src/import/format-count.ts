/** '5,000': a count with thousands separators, the same in every locale (core has no locale). */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
