/** Its own module so tests can replace the reload, which jsdom cannot perform. */
export const reloadPage = (): void => {
  window.location.reload();
};
