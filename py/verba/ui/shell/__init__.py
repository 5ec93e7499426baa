"""The app shell: the App object, the screens around the games (home,
settings, history, stored data, loading), what frames every screen, the
shared set-up form and guided tour, vnode building, static screens."""
