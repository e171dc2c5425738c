// The server's own V8 CPU profiler, driven over its inspector (the server is started with
// --inspect=127.0.0.1:<port>; only 127.0.0.1 is contacted), so that only the measured load is
// profiled: not the start-up, not the warm-up.

/** A connection to the inspector of the process listening on `port`: `call(method, params)`. */
export async function connectInspector(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error("no inspector")), { once: true });
  });
  const pending = new Map();
  let lastId = 0;
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
    else waiting.resolve(message.result);
  });
  return {
    call(method, params = {}) {
      lastId += 1;
      const id = lastId;
      return new Promise((resolve, reject) => {
        pending.set(id, { method, resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    /** Closed before the server stops: a process with a debugger attached waits for it. */
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      const closed = new Promise((resolve) => socket.addEventListener("close", resolve));
      socket.close();
      return closed;
    },
  };
}
