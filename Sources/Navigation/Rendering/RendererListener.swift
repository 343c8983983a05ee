extension NavigationService {
    /// Adds a journal listener for a renderer's session that holds `session` weakly: once
    /// the session is gone, the listener removes itself at the next change (a host cannot
    /// remove it from a `nonisolated` `deinit`).
    /// - Parameters:
    ///   - session: The session that hears each change.
    ///   - heard: Called with the session and each entry, right after the change.
    /// - Returns: The listener's token.
    package func addRendererListener<Session: AnyObject>(
        _ session: Session, _ heard: @escaping (Session, NavigationJournalEntry) -> Void
    ) -> NavigationToken {
        let token = TokenBox()
        let listener = addJournalListener { [weak session, weak self] entry in
            guard let session else {
                if let self, let listener = token.value { self.remove(listener) }
                return
            }
            heard(session, entry)
        }
        token.value = listener
        return listener
    }
}

/// The token of a renderer's listener, for the listener to remove itself with.
private final class TokenBox {
    var value: NavigationToken?
}
