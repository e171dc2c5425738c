/** The soft paper colours the demo files are drawn in, pictures and printables alike. */
export const colors = {
  ink: "#5b4a48",
  pink: "#e8a49c",
  blush: "#f4b8b8",
  sage: "#a9c49a",
  green: "#93b27f",
  olive: "#7ea36b",
  yellow: "#f3d28b",
  blue: "#8db3cf",
  lilac: "#ad96cc",
  paper: "#fffdf8",
};
