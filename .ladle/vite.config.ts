// Ladle bundles its own Vite 6 and React plugin, so it gets a config of its own without the app's
// Vite 8 plugins.
export default {};
