/// Gives the Settings screen its data through the app's services.
final class SettingsInteractor: SettingsInteracting {
    private let data: any DataService

    init(data: any DataService) {
        self.data = data
    }

    var itemCount: Int { data.items().count }
}
