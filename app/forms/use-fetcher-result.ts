import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";

/** Calls `onResult` once for each answer a fetcher receives, when it has settled. */
export function useFetcherResult<Data>(
  fetcher: FetcherWithComponents<Data>,
  onResult: (data: Data) => void,
) {
  const handled = useRef<Data | undefined>(undefined);
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined) return;
    if (handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    callback.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
