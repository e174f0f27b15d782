/** Full page navigations, behind an object tests can spy on (jsdom's location cannot be). */
export const browserLocation = {
  replace(url: string): void {
    window.location.replace(url);
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
