import Navigation

/// The adapter the model's tests run against: a session on the model's platform, with
/// `configuration`, broken as `corruption` says.
@MainActor
func makeModelledAdapter(
    root: some Module,
    state: NavigationState,
    configuration: ScreenConfiguration = .standard,
    corruption: SceneSessionBinding.Corruption = .init()
) -> any ModelledAdapter {
    SceneSessionBinding(root: root, state: state, configuration: configuration, corruption: corruption)
}
