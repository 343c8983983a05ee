import Navigation

// A walk through a small app, driven the way routers drive it, printing the navigation
// state after each step.

struct MainModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}

struct DetailsModule: Module {
    let source: String
    func build(container: Container) -> some View { EmptyView() }
}

struct ConfirmationModule: Module {
    func build(container: Container) -> some View { EmptyView() }
}

extension Module where Self == DetailsModule {
    static func Details(source: String) -> Self { Self(source: source) }
}

extension Module where Self == ConfirmationModule {
    static var Confirmation: Self { Self() }
}

@MainActor
func walk() {
    let container = DependencyContainer()
    let navigation = container.resolve(NavigationAssembly.self).service()
    func step(_ title: String, _ action: () -> Void) {
        action()
        print("== \(title)\n\(navigation.state)\n")
    }
    step("open details") { navigation.push(.Details(source: "main")) }
    step("confirm in a modal") { navigation.present(modal: .Confirmation) }
    step("navigate inside the modal") { navigation.push(.Details(source: "modal")) }
    step("ask to delete") { navigation.alert = .defaultAlert(yesAction: nil, noAction: nil) }
    step("answer") { navigation.alert = nil }
    step("deep link back") { navigation.apply([.dismissAll, .popToRoot, .push(.Details(source: "deepLink"))]) }
}

MainActor.assumeIsolated { walk() }
