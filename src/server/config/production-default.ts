// React and the libraries around it pick their development or production build from NODE_ENV when they are
// first imported. Without a value, `npm start` rendered every page with React's slow development build.
// main.ts and start-instance.ts import this module first, so it runs before anything that imports React.
process.env.NODE_ENV ??= 'production';
