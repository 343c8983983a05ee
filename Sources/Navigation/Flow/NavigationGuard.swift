/// A rule that sees every operation before it applies, with the state it would apply
/// to, and allows, rejects or redirects it.
///
/// ```swift
/// navigation.addGuard { operation, state in
///     guard case .present(let module, _) = operation, module.unwrap(as: ProfileModule.self) != nil,
///           !session.isLoggedIn else { return .allow }
///     return .redirect([.present(sheet: .Login)])
/// }
/// ```
///
/// Guards run in the order they were added; the first that does not allow decides.
/// In a transaction, every step is guarded against the state the steps before it
/// leave: a rejected step rejects the whole transaction, and nothing of it applies; a
/// redirected step is replaced by its redirection, which is not guarded again.
///
/// A guard is a plain closure: the service calls it on the main actor, where it lives,
/// so a closure stored in a variable can be passed as it is. A guard that navigates has
/// its call queued: it applies, guarded like any other, once the call being decided and
/// every call queued before it have finished, so a guard always decides against the
/// real state.
public typealias NavigationGuard = (NavigationOperation, NavigationState) -> GuardDecision
