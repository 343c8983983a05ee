/// Gives the Setup screen its data through the app's services.
final class SetupInteractor: SetupInteracting {
    init() {}
}
