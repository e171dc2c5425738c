// npm puts the project's pinned Node 24 (the `node` devDependency) first on the PATH of its
// scripts. If it is missing, scripts would silently run an older system Node.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  const message = `Washi needs Node 24 or newer but npm ran Node ${process.versions.node}. Run "npm install" (without --ignore-scripts) so the pinned Node is installed.`;
  if (process.argv.includes("--warn")) {
    console.warn(message);
  } else {
    console.error(message);
    process.exit(1);
  }
}
