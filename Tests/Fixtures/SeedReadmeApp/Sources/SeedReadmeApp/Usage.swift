import Navigation

// The calls of the documentation, each as written there.
@MainActor
func useTheDocumentedCalls(navigation: any NavigationServiceType, container: DependencyContainer) {
    navigation.push(.Details(source: .deepLink))        // from a router
    navigation.present(modal: .Confirmation(completed: { print("completed") }))
    navigation.present(popup: .Setup(didFinish: { print("finished") }))
    navigation.alert = .defaultAlert(yesAction: { print("yes") }, noAction: nil)
    navigation.pop(); navigation.popToRoot(); navigation.dismissModal(); navigation.dismissPopup()
    _ = navigation.items.last?.unwrap(as: DetailsModule.self)

    container.apply(MockProfileAssembly.self)           // tests and previews swap an assembly

    ListRouter(navigation: navigation).showDeleteAlert(onConfirm: { print("deleted") }, onCancel: nil)
}
