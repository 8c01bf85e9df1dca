import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { openLoginDialog, sessionState } from '../session/session-state';

/**
 * Uploads need a signed-in user. A signed-out user who picks a file is asked to log in and the file is kept: it
 * is sent as soon as the session has a token (the server's 'Please log in again' would lose it). A file picked
 * while the stored session is still being restored (a fresh tab) waits for that first: a signed-in user is not
 * asked to log in.
 */
export function useSignInFirst(send: (file: File) => void) {
  const session = useSnapshot(sessionState);
  const held = useRef<File | null>(null);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    const file = held.current;
    if (!file || !session.token) return;
    held.current = null;
    setWaitingFor(null);
    sendRef.current(file);
  }, [session.token]);

  useEffect(() => {
    if (held.current && session.ready && !session.token) openLoginDialog('upload');
  }, [session.ready, session.token]);

  return {
    /** The name of the file held until sign-in, if any. */
    waitingFor,
    /** True when the file was held (the caller must not send it now). */
    hold(file: File): boolean {
      if (sessionState.token) return false;
      held.current = file;
      setWaitingFor(file.name);
      if (sessionState.ready) openLoginDialog('upload');
      return true;
    },
    release() {
      held.current = null;
      setWaitingFor(null);
    },
  };
}
