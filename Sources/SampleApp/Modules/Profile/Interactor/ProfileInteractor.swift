/// Gives the Profile screen its data through the app's services.
final class ProfileInteractor: ProfileInteracting {
    private let data: any DataService

    init(data: any DataService) {
        self.data = data
    }

    var userName: String { data.userName }
}
