//___FILEHEADER___

/// Gives the Main screen its data.
final class MainInteractor: MainInteracting {

    init() {
    }

    var title: String { "Main" }
}
