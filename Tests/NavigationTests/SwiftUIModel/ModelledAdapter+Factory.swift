import Navigation

/// The adapter the model's tests run against; with `endsTransitionsAtOnce`, its
/// platform lies that every transition is over as soon as it starts.
@MainActor
func makeModelledAdapter(
    root: some Module,
    state: NavigationState,
    endsTransitionsAtOnce: Bool = false
) -> any ModelledAdapter {
    SceneSessionBinding(root: root, state: state, corruption: .init(endsTransitionsAtOnce: endsTransitionsAtOnce))
}
