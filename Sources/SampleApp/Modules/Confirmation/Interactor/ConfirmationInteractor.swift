/// Gives the Confirmation screen its data through the app's services.
final class ConfirmationInteractor: ConfirmationInteracting {
    init() {}
}
